// error: 9:24
// message: the call is ambiguous between the following methods or properties: 'System.Console.WriteLine(string)' and 'System.Console.WriteLine(char[])'
// null converts to string, char[] and object; string and char[] both beat
// object and neither beats the other, so C# rejects the call (CS0121).
class P
{
    static void Main()
    {
        System.Console.WriteLine(null);
    }
}
