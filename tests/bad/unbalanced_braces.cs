// error: 11:1
// message: '}'
// errors: 1
using System;

class P
{
    static void Main()
    {
        Console.WriteLine("x");
