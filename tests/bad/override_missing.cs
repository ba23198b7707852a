// error: 7:28
// message: Speak
using System;

class Animal
{
    public override string Speak() { return "?"; }
}

class P { static void Main() { } }
