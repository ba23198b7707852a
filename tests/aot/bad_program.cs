// Does not compile: kiln aot must print the diagnostic and exit 1.
class Bad
{
    static void Main()
    {
        int x = "text";
    }
}
