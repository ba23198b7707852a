// ConsoleKey.cs - System.ConsoleKeyInfo, System.ConsoleKey and
// System.ConsoleModifiers: what Console.ReadKey (Console.cs) returns.
//
// ConsoleKey has the members ReadKey can produce on a terminal (the
// control keys, letters, digits, the keypad operators, the arrows and the
// editing keys, F1-F12); a character with no key of its own (punctuation,
// a letter outside ASCII) has key 0, as .NET on Unix gives it.
namespace System
{
    public enum ConsoleKey
    {
        Backspace = 8, Tab = 9, Enter = 13, Escape = 27, Spacebar = 32,
        PageUp = 33, PageDown = 34, End = 35, Home = 36,
        LeftArrow = 37, UpArrow = 38, RightArrow = 39, DownArrow = 40,
        Insert = 45, Delete = 46,
        D0 = 48, D1 = 49, D2 = 50, D3 = 51, D4 = 52, D5 = 53, D6 = 54, D7 = 55, D8 = 56, D9 = 57,
        A = 65, B = 66, C = 67, D = 68, E = 69, F = 70, G = 71, H = 72, I = 73, J = 74, K = 75,
        L = 76, M = 77, N = 78, O = 79, P = 80, Q = 81, R = 82, S = 83, T = 84, U = 85, V = 86,
        W = 87, X = 88, Y = 89, Z = 90,
        Multiply = 106, Add = 107, Subtract = 109, Divide = 111,
        F1 = 112, F2 = 113, F3 = 114, F4 = 115, F5 = 116, F6 = 117, F7 = 118, F8 = 119,
        F9 = 120, F10 = 121, F11 = 122, F12 = 123
    }

    [Flags]
    public enum ConsoleModifiers
    {
        Alt = 1,
        Shift = 2,
        Control = 4
    }

    public readonly struct ConsoleKeyInfo
    {
        private readonly char _keyChar;
        private readonly ConsoleKey _key;
        private readonly ConsoleModifiers _mods;

        public ConsoleKeyInfo(char keyChar, ConsoleKey key, bool shift, bool alt, bool control)
        {
            if ((int)key < 0 || (int)key > 255)
                throw new ArgumentOutOfRangeException("key", "Console key values must be between 0 and 255 inclusive.");
            _keyChar = keyChar;
            _key = key;
            ConsoleModifiers m = 0;   // no member: .NET's has none for 0
            if (shift) m |= ConsoleModifiers.Shift;
            if (alt) m |= ConsoleModifiers.Alt;
            if (control) m |= ConsoleModifiers.Control;
            _mods = m;
        }

        public char KeyChar { get { return _keyChar; } }
        public ConsoleKey Key { get { return _key; } }
        public ConsoleModifiers Modifiers { get { return _mods; } }

        public bool Equals(ConsoleKeyInfo obj)
        {
            return obj._keyChar == _keyChar && obj._key == _key && obj._mods == _mods;
        }

        public override bool Equals(object value)
        {
            return value is ConsoleKeyInfo && Equals((ConsoleKeyInfo)value);
        }

        public override int GetHashCode()
        {
            return (int)_keyChar | ((int)_key << 16) | ((int)_mods << 24);
        }

        public static bool operator ==(ConsoleKeyInfo a, ConsoleKeyInfo b) { return a.Equals(b); }
        public static bool operator !=(ConsoleKeyInfo a, ConsoleKeyInfo b) { return !a.Equals(b); }
    }
}
