// Access: private members used inside their class (also on another
// instance), protected members from derived classes, internal and public.
using System;

class Account
{
    private int balance;
    protected string owner;
    internal int audits;
    public Account(string o, int b) { owner = o; balance = b; }
    public bool Richer(Account other) { return balance > other.balance; }
    protected int Balance() { return balance; }
    private static int Fee() { return 1; }
    public void Charge() { balance -= Fee(); audits++; }
}

class Savings : Account
{
    public Savings(string o) : base(o, 100) { }
    public string Describe() { return owner + " has " + Balance(); }
}

class AccessModifiers
{
    static void Main()
    {
        Account a = new Account("ann", 50);
        Savings s = new Savings("sam");
        Console.WriteLine(s.Richer(a));
        s.Charge();
        s.Charge();
        Console.WriteLine(s.Describe());
        Console.WriteLine(s.audits);
    }
}
