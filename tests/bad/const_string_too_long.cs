// error: 26:28
// message: string constant resulting from this concatenation is longer than 16777215 bytes
// Constant folding doubles a string per line: the 20th doubling would pass
// Roslyn's limit on a program's user strings (0xFFFFFF bytes); the frontend
// stops there with one error instead of growing memory without bound.
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
    const string A19 = A18 + A18;
    const string A20 = A19 + A19;
    const string A21 = A20 + A20;
    const string A22 = A21 + A21;
    const string A23 = A22 + A22;
    const string A24 = A23 + A23;
    const string A25 = A24 + A24;
    const string A26 = A25 + A25;
    const string A27 = A26 + A26;
    const string A28 = A27 + A27;
    const string A29 = A28 + A28;
    const string A30 = A29 + A29;
    const string A31 = A30 + A30;
    const string A32 = A31 + A31;
    const string A33 = A32 + A32;
    const string A34 = A33 + A33;
    const string A35 = A34 + A34;
    const string A36 = A35 + A35;
    const string A37 = A36 + A36;
    const string A38 = A37 + A37;
    const string A39 = A38 + A38;
    const string A40 = A39 + A39;
    static void Main() { System.Console.WriteLine(A40.Length); }
}
