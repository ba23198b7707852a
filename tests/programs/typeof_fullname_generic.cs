// mono: skip
// exit: 134
// stderr: System.NotSupportedException: Type.FullName of a generic instance (System.Collections.Generic.List`1[System.Int32]) names its arguments' assemblies
// (.NET's FullName of a generic instance names its arguments' assemblies,
// "...List`1[[System.Int32, System.Private.CoreLib, Version=..."; Kiln
// cannot know them and throws NotSupportedException naming the type.)
using System;
using System.Collections.Generic;

class FullNameGeneric
{
    static void Main()
    {
        Console.WriteLine(typeof(List<int>).FullName == null);
    }
}
