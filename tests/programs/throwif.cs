// mono: skip
// The ThrowIf helpers of .NET 6-8 (ArgumentNullException.ThrowIfNull,
// ArgumentException.ThrowIfNullOrEmpty/WhiteSpace, ArgumentOutOfRangeException.ThrowIf*,
// ObjectDisposedException.ThrowIf): corelib methods whose optional parameter
// takes the caller's argument text ([CallerArgumentExpression]) - the module
// records the default and the attribute (section 22) - and named arguments
// to corelib methods (Math.Round(x, digits: 2)).
using System;

class Account
{
    public string Owner { get; }
    public Account(string owner)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(owner);
        Owner = owner;
    }
}

class Program
{
    static void Try(Action a)
    {
        try {
            a();
            Console.WriteLine("ok");
        } catch (ArgumentException e) {
            Console.WriteLine(e.GetType().Name + ": " + e.Message + " | " + e.ParamName);
        }
    }

    static void Check(object input)
    {
        ArgumentNullException.ThrowIfNull(input);
        Console.WriteLine("input " + input);
    }

    static void Main()
    {
        string name = null;
        Try(() => ArgumentNullException.ThrowIfNull(name));
        Try(() => Check(null));
        Try(() => Check(42));
        Try(() => ArgumentNullException.ThrowIfNull(name, "custom"));
        Try(() => ArgumentNullException.ThrowIfNull(paramName: "named", argument: null));
        Try(() => ArgumentException.ThrowIfNullOrEmpty(""));
        Try(() => ArgumentException.ThrowIfNullOrEmpty(name));
        Try(() => new Account("  "));
        Try(() => new Account("ann"));
        int count = -3;
        long big = 10;
        double d = -0.0;
        float f = 0.1f;
        Try(() => ArgumentOutOfRangeException.ThrowIfNegative(count));
        Try(() => ArgumentOutOfRangeException.ThrowIfNegative(count + 5));
        Try(() => ArgumentOutOfRangeException.ThrowIfZero(count + 3));
        Try(() => ArgumentOutOfRangeException.ThrowIfNegativeOrZero(big - 10));
        Try(() => ArgumentOutOfRangeException.ThrowIfGreaterThan(big, 5L));
        Try(() => ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(count, -3));
        Try(() => ArgumentOutOfRangeException.ThrowIfLessThan(f, 0.5f));
        Try(() => ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(2.5, 2.5));
        Try(() => ArgumentOutOfRangeException.ThrowIfNegative(d));
        Try(() => ArgumentOutOfRangeException.ThrowIfEqual(count, -3));
        Try(() => ArgumentOutOfRangeException.ThrowIfNotEqual(count, 3));
        Try(() => ArgumentOutOfRangeException.ThrowIfNegative(count * 2, "twice"));
        try {
            ObjectDisposedException.ThrowIf(true, new Account("x"));
        } catch (ObjectDisposedException e) {
            Console.WriteLine(e.Message);
        }
        Console.WriteLine(Math.Round(2.567, digits: 2));
    }
}
