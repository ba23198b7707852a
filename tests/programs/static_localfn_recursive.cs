// mono: skip
// A static local function may name itself and other static local functions
// (C#: they are not captured state); top-level statements write them so.
using System;

Console.WriteLine(Fib(10));
Console.WriteLine(Even(10) + " " + Even(7));
Console.WriteLine(Twice(Fib(6)));

static int Fib(int n) => n < 2 ? n : Fib(n - 1) + Fib(n - 2);
static bool Even(int n) => n == 0 || Odd(n - 1);
static bool Odd(int n) => n != 0 && Even(n - 1);
static int Twice(int x) { return Add(x, x); static int Add(int a, int b) => a + b; }
