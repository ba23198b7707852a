// mono: skip-output
// Delegate.Method where .NET describes a method its compiler generated
// (a lambda's "<Main>b__0_0", an anonymous method's "<Main>b__0_1"):
// Kiln throws NotSupportedException naming the feature instead of
// printing another name (Mono prints mcs's names). A method group still
// works beside them, and the delegates still run.
using System;

static class Program
{
    static void Try(string what, Delegate d)
    {
        try {
            Console.WriteLine(what + ": " + d.Method.Name);
        } catch (NotSupportedException e) {
            Console.WriteLine(what + ": NotSupportedException: " + e.Message);
        }
    }

    static void Main()
    {
        int k = 4;
        Func<int, int> lambda = x => x + k;
        Func<int, int> anon = delegate (int x) { return x * 2; };
        Func<int, int> group = Math.Abs;
        Try("lambda", lambda);
        Try("anonymous method", anon);
        Try("method group", group);
        Action multi = () => { };
        multi += Main;
        Try("multicast ending in a method group", multi);
        Console.WriteLine(lambda(1) + anon(2) + group(-5));
    }
}
