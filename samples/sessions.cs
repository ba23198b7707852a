// args: 20000 60000
// A session table under churn (issue 19's steady-state benchmark): N
// sessions live in a Dictionary<int, Session>; each request looks one up at
// random and replaces it with a new Session, as a cache or a session store
// does, so the live heap keeps its size while old objects die all the
// time. That is the case a generational collector pays for in its old
// generation (the cycles that find the dead sessions) and in its cards
// (the stores into the table's entry array, spread over all of it), where
// binarytrees pays for young survivors. Prints totals and a checksum that
// depend only on N and R.
// Usage: sessions [N] [R] (default 1,000,000 sessions, 3,000,000 requests).
using System;
using System.Collections.Generic;

class Session
{
    public int Id;
    public long LastSeen;
    public string User;
    public int[] Cart;

    public Session(int id, long lastSeen, string user, int items)
    {
        Id = id;
        LastSeen = lastSeen;
        User = user;
        Cart = new int[items];
    }
}

class Sessions
{
    static uint seed = 2463534242;

    static uint Next()
    {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        return seed;
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 1000000;
        int requests = args.Length > 1 ? int.Parse(args[1]) : 3000000;
        var users = new string[64];
        for (int i = 0; i < users.Length; i++)
            users[i] = "user" + i;
        var table = new Dictionary<int, Session>(n);
        for (int i = 0; i < n; i++)
            table.Add(i, new Session(i, 0, users[i % users.Length], 2 + i % 3));
        long checksum = 0;
        for (long t = 1; t <= requests; t++)
        {
            int id = (int)(Next() % (uint)n);
            Session old = table[id];
            checksum += old.Cart.Length + old.LastSeen % 7;
            var next = new Session(id, t, old.User, 2 + (int)(Next() % 3));
            for (int k = 0; k < next.Cart.Length; k++)
                next.Cart[k] = (int)(t % 100);
            table[id] = next;
            checksum += next.Cart[0];
        }
        long items = 0, seen = 0;
        foreach (var pair in table)
        {
            items += pair.Value.Cart.Length;
            seen += pair.Value.LastSeen;
        }
        Console.WriteLine($"{table.Count} sessions, {items} cart items, last seen sum {seen}, checksum {checksum}");
    }
}
