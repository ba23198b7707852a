// Using directives naming .NET namespaces whose types the program does not
// use (left over in real programs: `using System.Diagnostics.Contracts;`)
// are accepted, as C# accepts any namespace the referenced assemblies
// declare; naming one of their types stays "could not be found".
using System;
using System.Diagnostics.Contracts;
using System.Diagnostics.Tracing;
using System.Runtime.Versioning;

class Program
{
    static void Main()
    {
        Console.WriteLine("namespaces: ok");
    }
}
