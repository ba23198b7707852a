// Stress: the bank-transfer invariant. 8 threads move money between 64
// accounts, taking the two account locks in index order (no deadlock);
// some accounts have a hash code (fat locks from the start), the others
// start thin and inflate under contention. An auditor thread repeatedly
// takes every lock in order and checks the total. Transfers are seeded per
// thread and balances may go negative (no move is refused), so the number
// of moves and the amount moved are exact; the total is conserved (nothing
// lost, nothing made) and every thread finishes.
// args: 200000
using System;
using System.Threading;

class Account
{
    public int id;
    public long balance;

    public Account(int id, long balance)
    {
        this.id = id;
        this.balance = balance;
    }
}

class Bank
{
    public const int Accounts = 64;
    public const long Initial = 1000;
    public static Account[] accounts = new Account[Accounts];
    public static volatile bool done;
    public static int audits;
    public static int badAudits;
    public static int finished;

    public static long Total()
    {
        long sum = 0;
        for (int i = 0; i < Accounts; i++)
            sum += accounts[i].balance;
        return sum;
    }

    // Lock accounts[i..] in order, then sum under all of them.
    public static long LockedTotal(int i)
    {
        if (i == Accounts)
            return Total();
        lock (accounts[i])
        {
            return LockedTotal(i + 1);
        }
    }
}

class Teller
{
    int seed;
    int moves;
    public int done;
    public long moved;

    public Teller(int seed, int moves)
    {
        this.seed = seed * 7919 + 17;
        this.moves = moves;
    }

    int Next(int bound)
    {
        seed = seed * 1103515245 + 12345;
        int r = (seed >> 8) & 0x7fffff;
        return r % bound;
    }

    public void Run()
    {
        for (int k = 0; k < moves; k++)
        {
            int a = Next(Bank.Accounts);
            int b = Next(Bank.Accounts - 1);
            if (b >= a)
                b++;
            int amount = 1 + Next(50);
            Account first = Bank.accounts[a < b ? a : b];
            Account second = Bank.accounts[a < b ? b : a];
            lock (first)
            {
                lock (second)
                {
                    Account from = Bank.accounts[a];
                    Account to = Bank.accounts[b];
                    from.balance -= amount;
                    to.balance += amount;
                    done++;
                    moved += amount;
                }
            }
        }
        Interlocked.Increment(ref Bank.finished);
    }
}

class Auditor
{
    public void Run()
    {
        while (!Bank.done)
        {
            long t = Bank.LockedTotal(0);
            Bank.audits++;
            if (t != Bank.Accounts * Bank.Initial)
                Bank.badAudits++;
            Thread.Sleep(1);
        }
    }
}

class BankTransfer
{
    static void Main(string[] args)
    {
        int moves = args.Length > 0 ? int.Parse(args[0]) : 20000;
        const int threads = 8;
        int hashed = 0;
        for (int i = 0; i < Bank.Accounts; i++)
        {
            Bank.accounts[i] = new Account(i, Bank.Initial);
            if (i % 4 == 0)
            {
                Bank.accounts[i].GetHashCode();   // a hashed header: its lock is fat from the start
                hashed++;
            }
        }
        Teller[] tellers = new Teller[threads];
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++)
        {
            tellers[i] = new Teller(i, moves);
            ts[i] = new Thread(tellers[i].Run);
        }
        Thread audit = new Thread(new Auditor().Run);
        audit.Start();
        for (int i = 0; i < threads; i++)
            ts[i].Start();
        int joined = 0;
        for (int i = 0; i < threads; i++)
            if (ts[i].Join(120000))
                joined++;
        Bank.done = true;
        bool auditorJoined = audit.Join(60000);
        int doneMoves = 0;
        long moved = 0;
        for (int i = 0; i < threads; i++)
        {
            doneMoves += tellers[i].done;
            moved += tellers[i].moved;
        }
        Console.WriteLine("hashed accounts " + hashed);
        Console.WriteLine("tellers joined " + joined + " finished " + Bank.finished + " auditor joined " + auditorJoined);
        Console.WriteLine("moves " + doneMoves + " of " + threads * moves + " amount moved " + moved);
        Console.WriteLine("total " + Bank.Total() + " expected " + Bank.Accounts * Bank.Initial);
        Console.WriteLine("audits ran: " + (Bank.audits > 0) + " bad audits " + Bank.badAudits);
    }
}
