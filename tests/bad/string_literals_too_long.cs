// error: program
// message: combined length of the program's string literals exceeds 16777215 bytes
// Each constant fits the limit, but the two distinct 8 MiB literals Main
// loads exceed it together (Roslyn: CS8103): one error, no module.
class P {
    const string A0 = "0123456789abcdef0123456789abcdef";
    const string A1 = A0 + A0;
    const string A2 = A1 + A1;
    const string A3 = A2 + A2;
    const string A4 = A3 + A3;
    const string A5 = A4 + A4;
    const string A6 = A5 + A5;
    const string A7 = A6 + A6;
    const string A8 = A7 + A7;
    const string A9 = A8 + A8;
    const string A10 = A9 + A9;
    const string A11 = A10 + A10;
    const string A12 = A11 + A11;
    const string A13 = A12 + A12;
    const string A14 = A13 + A13;
    const string A15 = A14 + A14;
    const string A16 = A15 + A15;
    const string A17 = A16 + A16;
    const string A18 = A17 + A17;
    static void Main() { System.Console.WriteLine(A18.Length); System.Console.WriteLine((A18 + "!").Length); }
}
