// error: 10:11
// message: Initialize() of an array of 'S', which declares a parameterless constructor, is not supported
// errors: 1
struct S { public int X; public S() { X = 1; } }

class P {
    static void Main()
    {
        S[,] a = new S[2, 2];
        a.Initialize();
    }
}
