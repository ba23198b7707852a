// error: program
// message: Main
using System;

class P
{
    static void Run() { }
}
