// error: 10:1
// message: '}'
using System;

class P
{
    static void Main()
    {
        Console.WriteLine("x");
