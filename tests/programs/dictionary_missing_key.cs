// exit: 134
// stderr: Unhandled exception. System.Collections.Generic.KeyNotFoundException: The given key 'b' was not present in the dictionary.
// A missing key read through the indexer, not caught: .NET's exception,
// message and exit status.
using System;
using System.Collections.Generic;

class DictionaryMissingKey
{
    static void Main()
    {
        var d = new Dictionary<string, string>();
        d["a"] = "x";
        Console.WriteLine(d["a"]);
        Console.WriteLine(d["b"]);
    }
}
