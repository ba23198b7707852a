// switch on strings, including null and the empty string, plus default.
using System;

class StringSwitch
{
    static string Classify(string s)
    {
        switch (s)
        {
            case "apple":
            case "pear":
                return "fruit";
            case "carrot":
                return "vegetable";
            case "":
                return "empty";
            case null:
                return "null";
            default:
                return "unknown";
        }
    }

    static void Main()
    {
        string[] inputs = { "apple", "pear", "carrot", "", null, "Apple", "stone" };
        for (int i = 0; i < inputs.Length; i++)
            Console.WriteLine(Classify(inputs[i]));
        string built = "car" + "rot".Substring(0);
        switch (built)
        {
            case "carrot": Console.WriteLine("built matches"); break;
            default: Console.WriteLine("no match"); break;
        }
    }
}
