// error: 5:15
// message: type byte, sbyte, short, ushort, int, uint, long, or ulong expected
using System;

enum Letter : char { A = 'a' }

class P
{
    static void Main() { Console.WriteLine(Letter.A); }
}
