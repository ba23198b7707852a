// error: 12:17
// message: Main
using System;

class A
{
    static void Main() { }
}

class B
{
    static void Main() { }
}
