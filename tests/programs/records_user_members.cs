// mono: skip
// Members a record declares itself replace the synthesized ones (C# 9):
// ToString, PrintMembers (the synthesized ToString calls the user's),
// Equals(R) (Equals(object) and == go through it), GetHashCode, the copy
// constructor (`with` calls it), Deconstruct; a record implementing an
// interface in its base list, static members, methods and records in a
// namespace. Mono's mcs (C# 7.2) cannot compile records: the expected
// output is written by C#'s specification and .NET 8's ToString format.
using System;
using System.Collections.Generic;
using System.Text;

namespace Shop
{
    public record Money(decimal Amount, string Currency) : IComparable<Money>
    {
        public int CompareTo(Money other) => Amount.CompareTo(other.Amount);
        public static Money Zero => new Money(0m, "EUR");
        public Money Add(Money m) => this with { Amount = Amount + m.Amount };
    }

    record Custom(int V)
    {
        public override string ToString() => "Custom:" + V;
    }

    record Printer(int V, string W)
    {
        protected virtual bool PrintMembers(StringBuilder sb)
        {
            sb.Append("v=" + V);
            return true;
        }
    }

    record Loose(int Key, string Note)
    {
        public virtual bool Equals(Loose other) => other is not null && Key == other.Key;
        public override int GetHashCode() => Key;
    }

    record Copied(int N)
    {
        public int Copies { get; init; }
        protected Copied(Copied original)
        {
            N = original.N;
            Copies = original.Copies + 1;
        }
    }

    record Named(string First, string Last)
    {
        public void Deconstruct(out string full) => full = First + " " + Last;
    }

    class Program
    {
        static void Main()
        {
            var m = new Money(1.50m, "EUR");
            Console.WriteLine(m);
            Console.WriteLine(m.Add(new Money(2m, "EUR")));
            var list = new List<Money> { new Money(3m, "USD"), m, Money.Zero };
            list.Sort();
            Console.WriteLine(string.Join("; ", list));

            Console.WriteLine(new Custom(4));
            Console.WriteLine(new Custom(4) == new Custom(4));
            Console.WriteLine(new Printer(4, "q"));

            var a = new Loose(1, "a");
            var b = new Loose(1, "b");
            Console.WriteLine((a == b) + " " + a.Equals((object)b) + " " + (a != new Loose(2, "a")));
            var set = new HashSet<Loose> { a, b };
            Console.WriteLine(set.Count);

            var c = new Copied(5);
            var c2 = c with { };
            var c3 = c2 with { N = 6 };
            Console.WriteLine(c + " " + c2 + " " + c3);

            var n = new Named("Ada", "Lovelace");
            var (first, last) = n;
            n.Deconstruct(out string full);
            Console.WriteLine(first + "|" + last + "|" + full);
        }
    }
}
