// error: 10:20
// message: operator '==' cannot be applied to operands of type 'Mode' and 'int'
// Only the constant 0 converts to an enum type implicitly: comparing an
// enum with 1 (or a non-constant int) is an error, as in C#.
enum Mode { Off, On }

class P {
    static void Main() {
        Mode m = Mode.On;
        bool b = m == 1;
    }
}
