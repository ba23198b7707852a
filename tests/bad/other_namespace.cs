// error: 4:7
// message: 'Nowhere.Special' could not be found
// errors: 1
using Nowhere.Special;
using System;

class P { static void Main() { Console.WriteLine(1); } }
