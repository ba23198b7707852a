// generic source
// System.Text.RegularExpressions (docs/language.md, "The library"): not
// generic, but kept as source like ArrayList (the line above,
// docs/generics.md) so that only the programs naming Regex compile it.
//
// A pattern is parsed (RegexParser) into a tree of RegexNode, the groups
// are numbered as .NET numbers them (the unnamed ones left to right, then
// the named ones), and the tree is compiled (RegexCompiler) into a small
// program that RegexRunner runs as a backtracking machine. Backtracking
// uses the runner's own stack of int records, never the native stack, so
// a pattern over a long input cannot overflow it; only lookarounds and
// atomic groups recurse, as deep as they nest in the pattern.
//
// Invariants: every record on the runner's stack is 4 ints (kind, a, b,
// c); popping an undo record restores exactly what its push saved, so the
// captures and loop marks seen after a failure are the ones of the path
// resumed. A loop whose body can match empty stops when an iteration
// makes no progress (it would otherwise loop forever).
//
// Not built (a NotSupportedException naming the feature, never a wrong
// match): RightToLeft, ECMAScript and NonBacktracking, \p{..}/\P{..},
// conditionals (?(..)..|..) and balancing
// groups (?<a-b>..).
using System;
using System.Collections;
using System.Collections.Generic;
using System.Text;

namespace System.Text.RegularExpressions
{
    [Flags]
    public enum RegexOptions
    {
        None = 0,
        IgnoreCase = 1,
        Multiline = 2,
        ExplicitCapture = 4,
        Compiled = 8,
        Singleline = 16,
        IgnorePatternWhitespace = 32,
        RightToLeft = 64,
        ECMAScript = 256,
        CultureInvariant = 512,
        NonBacktracking = 1024
    }

    public enum RegexParseError
    {
        Unknown = 0,
        AlternationHasTooManyConditions = 1,
        AlternationHasMalformedCondition = 2,
        InvalidUnicodePropertyEscape = 3,
        MalformedUnicodePropertyEscape = 4,
        UnrecognizedEscape = 5,
        UnrecognizedControlCharacter = 6,
        MissingControlCharacter = 7,
        InsufficientOrInvalidHexDigits = 8,
        QuantifierOrCaptureGroupOutOfRange = 9,
        UndefinedNamedReference = 10,
        UndefinedNumberedReference = 11,
        MalformedNamedReference = 12,
        UnescapedEndingBackslash = 13,
        UnterminatedComment = 14,
        InvalidGroupingConstruct = 15,
        AlternationHasNamedCapture = 16,
        AlternationHasComment = 17,
        AlternationHasMalformedReference = 18,
        AlternationHasUndefinedReference = 19,
        InvalidGroupName = 20,
        CaptureGroupNameInvalid = 21,
        CaptureGroupOfZero = 22,
        UnterminatedBracket = 23,
        ExclusionGroupNotLast = 24,
        ReversedCharacterRange = 25,
        ShorthandClassInCharacterRange = 26,
        InsufficientClosingParentheses = 27,
        ReversedQuantifierRange = 28,
        NestedQuantifiersNotParenthesized = 29,
        QuantifierAfterNothing = 30,
        InsufficientOpeningParentheses = 31,
        UnrecognizedUnicodeProperty = 32
    }

    // .NET's message: "Invalid pattern 'P' at offset N. Reason."
    public sealed class RegexParseException : ArgumentException
    {
        private RegexParseError _error;
        private int _offset;

        internal RegexParseException(RegexParseError error, int offset, string message)
            : base(message)
        {
            _error = error;
            _offset = offset;
        }

        public RegexParseError Error { get { return _error; } }
        public int Offset { get { return _offset; } }
    }

    public delegate string MatchEvaluator(Match match);

    public class Capture
    {
        internal string _text;
        internal int _index;
        internal int _length;

        internal Capture(string text, int index, int length)
        {
            _text = text;
            _index = index;
            _length = length;
        }

        public int Index { get { return _index; } }
        public int Length { get { return _length; } }
        public string Value { get { return _text.Substring(_index, _length); } }
        public override string ToString() { return Value; }
    }

    public class CaptureCollection : IEnumerable<Capture>
    {
        private Capture[] _items;

        internal CaptureCollection(Capture[] items) { _items = items; }

        public int Count { get { return _items.Length; } }

        public Capture this[int i]
        {
            get
            {
                if (i < 0 || i >= _items.Length)
                    throw new ArgumentOutOfRangeException("i", "Specified argument was out of the range of valid values.");
                return _items[i];
            }
        }

        public IEnumerator GetEnumerator() { return ((IEnumerable<Capture>)this).GetEnumerator(); }

        IEnumerator<Capture> IEnumerable<Capture>.GetEnumerator()
        {
            for (int i = 0; i < _items.Length; i++)
                yield return _items[i];
        }
    }

    public class Group : Capture
    {
        internal bool _success;
        internal string _name;
        internal Capture[] _caps;
        private CaptureCollection _captures;

        // The last of caps is the group's own value; none: an unmatched group.
        internal Group(string text, string name, Capture[] caps)
            : base(text, caps.Length > 0 ? caps[caps.Length - 1]._index : 0,
                   caps.Length > 0 ? caps[caps.Length - 1]._length : 0)
        {
            _success = caps.Length > 0;
            _name = name;
            _caps = caps;
        }

        public bool Success { get { return _success; } }
        public string Name { get { return _name; } }

        public CaptureCollection Captures
        {
            get
            {
                if (_captures == null)
                    _captures = new CaptureCollection(_caps);
                return _captures;
            }
        }
    }

    public class GroupCollection : IEnumerable<Group>
    {
        private Group[] _groups;
        private Regex _regex;

        internal GroupCollection(Regex regex, Group[] groups)
        {
            _regex = regex;
            _groups = groups;
        }

        public int Count { get { return _groups.Length; } }

        // A number that is not a group's gives an unmatched group, as .NET.
        public Group this[int groupnum]
        {
            get
            {
                int slot = _regex == null ? (groupnum == 0 ? 0 : -1) : _regex.SlotOf(groupnum);
                if (slot < 0 || slot >= _groups.Length)
                    return new Group("", "", new Capture[0]);
                return _groups[slot];
            }
        }

        public Group this[string groupname]
        {
            get
            {
                for (int i = 0; i < _groups.Length; i++)
                    if (_groups[i]._name == groupname)
                        return _groups[i];
                return new Group("", "", new Capture[0]);
            }
        }

        public bool ContainsKey(string key)
        {
            for (int i = 0; i < _groups.Length; i++)
                if (_groups[i]._name == key)
                    return true;
            return false;
        }

        public bool TryGetValue(string key, out Group value)
        {
            for (int i = 0; i < _groups.Length; i++)
                if (_groups[i]._name == key) {
                    value = _groups[i];
                    return true;
                }
            value = null;
            return false;
        }

        public IEnumerable<string> Keys
        {
            get
            {
                var names = new List<string>();
                for (int i = 0; i < _groups.Length; i++)
                    names.Add(_groups[i]._name);
                return names;
            }
        }

        public IEnumerator GetEnumerator() { return ((IEnumerable<Group>)this).GetEnumerator(); }

        IEnumerator<Group> IEnumerable<Group>.GetEnumerator()
        {
            for (int i = 0; i < _groups.Length; i++)
                yield return _groups[i];
        }
    }

    public class Match : Group
    {
        private Regex _regex;
        private GroupCollection _groupColl;
        private Group[] _groupArr;
        private int _scanStart;   // where this match's scan began (\G's position)

        private static Match s_empty;

        internal Match(Regex regex, string text, Capture[] caps, Group[] groups, int scanStart)
            : base(text, "0", caps)
        {
            _regex = regex;
            _groupArr = groups;
            _scanStart = scanStart;
        }

        public static Match Empty
        {
            get
            {
                if (s_empty == null)
                    s_empty = new Match(null, "", new Capture[0], null, 0);
                return s_empty;
            }
        }

        public GroupCollection Groups
        {
            get
            {
                if (_groupColl == null) {
                    Group[] gs = _groupArr;
                    if (gs == null)
                        gs = new Group[] { this };
                    else
                        gs[0] = this;
                    _groupColl = new GroupCollection(_regex, gs);
                }
                return _groupColl;
            }
        }

        // The next match after this one; after an empty match the scan
        // starts one character further, and an empty match at the end is
        // the last (.NET's rule, so Matches never repeats a position).
        public Match NextMatch()
        {
            if (_regex == null || !_success)
                return Empty;
            int start = _index + _length;
            if (_length == 0) {
                if (start >= _text.Length)
                    return Empty;
                start++;
            }
            return _regex.Scan(_text, start);
        }
    }

    public class MatchCollection : IEnumerable<Match>
    {
        private List<Match> _matches;

        internal MatchCollection(List<Match> matches) { _matches = matches; }

        public int Count { get { return _matches.Count; } }

        public Match this[int i]
        {
            get
            {
                if (i < 0 || i >= _matches.Count)
                    throw new ArgumentOutOfRangeException("i", "Specified argument was out of the range of valid values.");
                return _matches[i];
            }
        }

        public void CopyTo(Match[] array, int arrayIndex)
        {
            for (int i = 0; i < _matches.Count; i++)
                array[arrayIndex + i] = _matches[i];
        }

        // As .NET: the public enumerator is the non-generic one, so
        // `foreach (var m in ms)` gives object and `foreach (Match m ...)` casts.
        public IEnumerator GetEnumerator() { return _matches.GetEnumerator(); }

        IEnumerator<Match> IEnumerable<Match>.GetEnumerator() { return _matches.GetEnumerator(); }
    }

    public class Regex
    {
        private string _pattern;
        private RegexOptions _options;
        internal RegexInst[] _prog;
        internal int[] _numbers;      // the group numbers, ascending (slot i is group _numbers[i])
        internal string[] _names;     // each slot's name (a number's digits when unnamed)
        internal int _loopRegs;       // loop marks the program uses
        internal bool _anchorStart;   // the pattern starts with \A (or ^ without Multiline)
        internal int _firstChar;      // the char every match starts with (case-sensitive), or -1

        public Regex(string pattern)
            : this(pattern, RegexOptions.None)
        {
        }

        public Regex(string pattern, RegexOptions options)
        {
            if (pattern == null)
                throw new ArgumentNullException("pattern");
            int known = 1 | 2 | 4 | 8 | 16 | 32 | 64 | 256 | 512 | 1024;
            if (((int)options & ~known) != 0)
                throw new ArgumentOutOfRangeException("options", "Specified argument was out of the range of valid values.");
            if ((options & RegexOptions.RightToLeft) != 0)
                throw new NotSupportedException("Regex: RegexOptions.RightToLeft is not supported by Kiln");
            if ((options & RegexOptions.ECMAScript) != 0)
                throw new NotSupportedException("Regex: RegexOptions.ECMAScript is not supported by Kiln");
            if ((options & RegexOptions.NonBacktracking) != 0)
                throw new NotSupportedException("Regex: RegexOptions.NonBacktracking is not supported by Kiln");
            _pattern = pattern;
            _options = options;
            var parser = new RegexParser(pattern, options);
            RegexNode tree = parser.Parse();
            _numbers = parser.Numbers;
            _names = parser.Names;
            var compiler = new RegexCompiler(this);
            _prog = compiler.Compile(tree);
            _loopRegs = compiler.LoopRegs;
            _anchorStart = StartsAnchored(tree);
            _firstChar = FirstChar(tree);
        }

        public Regex(string pattern, RegexOptions options, TimeSpan matchTimeout)
            : this(pattern, options)
        {
        }

        public RegexOptions Options { get { return _options; } }
        public override string ToString() { return _pattern; }

        private static bool StartsAnchored(RegexNode n)
        {
            while (n.Kind == RegexNode.Concat && n.Kids.Count > 0)
                n = n.Kids[0];
            if (n.Kind == RegexNode.Assert)
                return n.Num == RegexInst.Begin || (n.Num == RegexInst.Bol && !n.Multi);
            return false;
        }

        // The char a match must start with, when the pattern says so plainly
        // (a literal first, maybe inside groups or a loop taken at least once):
        // the scan skips to it instead of trying every position.
        private static int FirstChar(RegexNode n)
        {
            while (true) {
                if (n.Kind == RegexNode.Concat && n.Kids.Count > 0)
                    n = n.Kids[0];
                else if (n.Kind == RegexNode.Capture || n.Kind == RegexNode.Group)
                    n = n.Kids[0];
                else if (n.Kind == RegexNode.Loop && n.Min > 0)
                    n = n.Kids[0];
                else
                    break;
            }
            return n.Kind == RegexNode.One && !n.Ci ? n.Ch : -1;
        }

        internal int SlotOf(int number)
        {
            for (int i = 0; i < _numbers.Length; i++)
                if (_numbers[i] == number)
                    return i;
            return -1;
        }

        public string[] GetGroupNames()
        {
            var r = new string[_names.Length];
            for (int i = 0; i < r.Length; i++)
                r[i] = _names[i];
            return r;
        }

        public int[] GetGroupNumbers()
        {
            var r = new int[_numbers.Length];
            for (int i = 0; i < r.Length; i++)
                r[i] = _numbers[i];
            return r;
        }

        public string GroupNameFromNumber(int i)
        {
            int slot = SlotOf(i);
            return slot < 0 ? "" : _names[slot];
        }

        public int GroupNumberFromName(string name)
        {
            if (name == null)
                throw new ArgumentNullException("name");
            for (int i = 0; i < _names.Length; i++)
                if (_names[i] == name)
                    return _numbers[i];
            return -1;
        }

        private static void CheckInput(string input)
        {
            if (input == null)
                throw new ArgumentNullException("input");
        }

        private static void CheckStart(string input, int startat)
        {
            if (startat < 0 || startat > input.Length)
                throw new ArgumentOutOfRangeException("startat", "Start index cannot be less than 0 or greater than input length.");
        }

        // The first match starting at or after start (Match.Empty if none).
        internal Match Scan(string input, int start)
        {
            var runner = new RegexRunner(this, input, start);
            int last = _anchorStart ? Math.Min(start, 0) : input.Length;
            for (int s = start; s <= last; s++) {
                if (_firstChar >= 0) {
                    s = input.IndexOf((char)_firstChar, s);
                    if (s < 0)
                        break;
                }
                int end = runner.TryAt(s);
                if (end >= 0)
                    return runner.MakeMatch(s, end);
            }
            return System.Text.RegularExpressions.Match.Empty;
        }

        public bool IsMatch(string input)
        {
            CheckInput(input);
            return Scan(input, 0)._success;
        }

        public bool IsMatch(string input, int startat)
        {
            CheckInput(input);
            CheckStart(input, startat);
            return Scan(input, startat)._success;
        }

        public Match Match(string input)
        {
            CheckInput(input);
            return Scan(input, 0);
        }

        public Match Match(string input, int startat)
        {
            CheckInput(input);
            CheckStart(input, startat);
            return Scan(input, startat);
        }

        public MatchCollection Matches(string input)
        {
            CheckInput(input);
            return new MatchCollection(All(input, 0, -1));
        }

        public MatchCollection Matches(string input, int startat)
        {
            CheckInput(input);
            CheckStart(input, startat);
            return new MatchCollection(All(input, startat, -1));
        }

        private List<Match> All(string input, int startat, int count)
        {
            var list = new List<Match>();
            Match m = Scan(input, startat);
            while (m._success && (count < 0 || list.Count < count)) {
                list.Add(m);
                m = m.NextMatch();
            }
            return list;
        }

        public string Replace(string input, string replacement)
        {
            return Replace(input, replacement, -1, 0);
        }

        public string Replace(string input, string replacement, int count)
        {
            return Replace(input, replacement, count, 0);
        }

        public string Replace(string input, string replacement, int count, int startat)
        {
            CheckInput(input);
            if (replacement == null)
                throw new ArgumentNullException("replacement");
            CheckCount(count);
            CheckStart(input, startat);
            var rep = new RegexReplacement(this, replacement);
            var sb = new StringBuilder();
            int at = 0;
            foreach (Match m in All(input, startat, count)) {
                sb.Append(input, at, m._index - at);
                rep.AppendTo(sb, m, input);
                at = m._index + m._length;
            }
            sb.Append(input, at, input.Length - at);
            return sb.ToString();
        }

        public string Replace(string input, MatchEvaluator evaluator)
        {
            return Replace(input, evaluator, -1, 0);
        }

        public string Replace(string input, MatchEvaluator evaluator, int count)
        {
            return Replace(input, evaluator, count, 0);
        }

        public string Replace(string input, MatchEvaluator evaluator, int count, int startat)
        {
            CheckInput(input);
            if (evaluator == null)
                throw new ArgumentNullException("evaluator");
            CheckCount(count);
            CheckStart(input, startat);
            var sb = new StringBuilder();
            int at = 0;
            foreach (Match m in All(input, startat, count)) {
                sb.Append(input, at, m._index - at);
                sb.Append(evaluator(m));
                at = m._index + m._length;
            }
            sb.Append(input, at, input.Length - at);
            return sb.ToString();
        }

        private static void CheckCount(int count)
        {
            if (count < -1)
                throw new ArgumentOutOfRangeException("count", "Count cannot be less than -1.");
        }

        public string[] Split(string input)
        {
            return Split(input, 0, 0);
        }

        public string[] Split(string input, int count)
        {
            return Split(input, count, 0);
        }

        // The pieces between matches, each match's captured groups between
        // them (in group order), at most count pieces (0: all).
        public string[] Split(string input, int count, int startat)
        {
            CheckInput(input);
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Count cannot be less than -1.");
            CheckStart(input, startat);
            var parts = new List<string>();
            if (count == 1) {
                parts.Add(input);
                return parts.ToArray();
            }
            int at = 0;
            foreach (Match m in All(input, startat, count == 0 ? -1 : count - 1)) {
                parts.Add(input.Substring(at, m._index - at));
                at = m._index + m._length;
                GroupCollection gs = m.Groups;
                for (int i = 1; i < gs.Count; i++) {
                    Group g = gs[_numbers[i]];
                    if (g._success)
                        parts.Add(g.Value);
                }
            }
            parts.Add(input.Substring(at));
            return parts.ToArray();
        }

        public static bool IsMatch(string input, string pattern)
        {
            return new Regex(pattern).IsMatch(input);
        }

        public static bool IsMatch(string input, string pattern, RegexOptions options)
        {
            return new Regex(pattern, options).IsMatch(input);
        }

        public static Match Match(string input, string pattern)
        {
            return new Regex(pattern).Match(input);
        }

        public static Match Match(string input, string pattern, RegexOptions options)
        {
            return new Regex(pattern, options).Match(input);
        }

        public static MatchCollection Matches(string input, string pattern)
        {
            return new Regex(pattern).Matches(input);
        }

        public static MatchCollection Matches(string input, string pattern, RegexOptions options)
        {
            return new Regex(pattern, options).Matches(input);
        }

        public static string Replace(string input, string pattern, string replacement)
        {
            return new Regex(pattern).Replace(input, replacement);
        }

        public static string Replace(string input, string pattern, string replacement, RegexOptions options)
        {
            return new Regex(pattern, options).Replace(input, replacement);
        }

        public static string Replace(string input, string pattern, MatchEvaluator evaluator)
        {
            return new Regex(pattern).Replace(input, evaluator);
        }

        public static string Replace(string input, string pattern, MatchEvaluator evaluator, RegexOptions options)
        {
            return new Regex(pattern, options).Replace(input, evaluator);
        }

        public static string[] Split(string input, string pattern)
        {
            return new Regex(pattern).Split(input);
        }

        public static string[] Split(string input, string pattern, RegexOptions options)
        {
            return new Regex(pattern, options).Split(input);
        }

        // \, *, +, ?, |, {, [, (, ), ^, $, ., # and white space get a
        // backslash (white space as \t \n \f \r and "\ "), as .NET's Escape.
        public static string Escape(string str)
        {
            if (str == null)
                throw new ArgumentNullException("str");
            var sb = new StringBuilder();
            for (int i = 0; i < str.Length; i++) {
                char c = str[i];
                switch (c) {
                case '\\': case '*': case '+': case '?': case '|': case '{': case '[':
                case '(': case ')': case '^': case '$': case '.': case '#': case ' ':
                    sb.Append('\\');
                    sb.Append(c);
                    break;
                case '\t': sb.Append("\\t"); break;
                case '\n': sb.Append("\\n"); break;
                case '\r': sb.Append("\\r"); break;
                case '\f': sb.Append("\\f"); break;
                default: sb.Append(c); break;
                }
            }
            return sb.ToString();
        }

        public static string Unescape(string str)
        {
            if (str == null)
                throw new ArgumentNullException("str");
            if (str.IndexOf('\\') < 0)
                return str;
            var p = new RegexParser(str, RegexOptions.None);
            return p.UnescapeAll();
        }
    }

    // One instruction of a compiled pattern (RegexCompiler); Op is one of
    // the constants below, A and B its operands, Rtl set inside a
    // lookbehind (it matches leftwards from the position).
    internal sealed class RegexInst
    {
        public const int Char = 0;      // A: the char
        public const int CharI = 1;     // A: the char, lower-cased; compared lower-cased
        public const int Set = 2;       // Cls
        public const int Any = 3;       // any but '\n'
        public const int AnyAll = 4;    // any (Singleline)
        public const int Split = 5;     // try A, then B
        public const int Jmp = 6;       // A
        public const int Open = 7;      // A: slot
        public const int Close = 8;     // A: slot
        public const int Bol = 9;       // ^ (B 1: Multiline)
        public const int Eol = 10;      // $ (B 1: Multiline)
        public const int Begin = 11;    // \A
        public const int End = 12;      // \z
        public const int EndZ = 13;     // \Z
        public const int WordB = 14;    // \b
        public const int NWordB = 15;   // \B
        public const int StartG = 16;   // \G
        public const int Backref = 17;  // A: slot, B 1: ignore case
        public const int LoopMark = 18; // A: register
        public const int LoopCheck = 19;// A: register, B: the loop's exit
        public const int Look = 20;     // A: the continuation, B: kind (RegexNode.Look*); its body follows
        public const int Succeed = 21;  // end of a lookaround's body
        public const int Match = 22;    // end of the pattern
        public const int Repeat = 23;   // a single-char atom Atom repeated Min..Max (Max -1: no limit), Lazy

        public int Op;
        public int A;
        public int B;
        public bool Rtl;
        public RegexClass Cls;
        public RegexInst Atom;
        public int Min;
        public int Max;
        public bool Lazy;
    }

    // A character class: ranges, the shorthand classes it includes, negation.
    internal sealed class RegexClass
    {
        public List<char> Lo = new List<char>();
        public List<char> Hi = new List<char>();
        public List<char> Shorthands = new List<char>();   // 'd', 'D', 'w', 'W', 's', 'S'
        public bool Negate;
        public bool IgnoreCase;
        public RegexClass Subtract;   // [a-z-[aeiou]]: what it takes out, or null

        public static RegexClass Of(char shorthand)
        {
            var c = new RegexClass();
            c.Shorthands.Add(shorthand);
            return c;
        }

        public static bool IsWordChar(char c)
        {
            return char.IsLetterOrDigit(c) || c == '_' || c == '\u203F' || c == '\u2040' || c == '\u2054'
                || c == '\uFE33' || c == '\uFE34' || c == '\uFE4D' || c == '\uFE4E' || c == '\uFE4F' || c == '\uFF3F'
                || c == '\u200D' || c == '\u200C';
        }

        private static bool Shorthand(char k, char c)
        {
            switch (k) {
            case 'd': return char.IsDigit(c);
            case 'D': return !char.IsDigit(c);
            case 'w': return IsWordChar(c);
            case 'W': return !IsWordChar(c);
            case 's': return char.IsWhiteSpace(c);
            default: return !char.IsWhiteSpace(c);
            }
        }

        private bool Has(char c)
        {
            for (int i = 0; i < Lo.Count; i++)
                if (c >= Lo[i] && c <= Hi[i])
                    return true;
            for (int i = 0; i < Shorthands.Count; i++)
                if (Shorthand(Shorthands[i], c))
                    return true;
            return false;
        }

        public bool Matches(char c)
        {
            bool has = Has(c);
            if (!has && IgnoreCase)
                has = Has(char.ToLowerInvariant(c)) || Has(char.ToUpperInvariant(c));
            if (has == Negate)
                return false;
            return Subtract == null || !Subtract.Matches(c);
        }
    }

    // A node of the parsed pattern.
    internal sealed class RegexNode
    {
        public const int Empty = 0;
        public const int One = 1;       // Ch (IgnoreCase: Ci)
        public const int Set = 2;       // Cls
        public const int Any = 3;       // Multi: Singleline
        public const int Concat = 4;
        public const int Alt = 5;
        public const int Loop = 6;      // Kids[0] Min..Max, Lazy
        public const int Capture = 7;   // Kids[0]; Num the group number (-1 until a name's is known), Name
        public const int Backref = 8;   // Num or Name; Ci
        public const int Assert = 9;    // Num: a RegexInst assertion op; Multi: Multiline
        public const int Look = 10;     // Kids[0]; Num: LookAhead...
        public const int Group = 11;    // Kids[0], non-capturing

        public const int LookAhead = 0;
        public const int NegLookAhead = 1;
        public const int LookBehind = 2;
        public const int NegLookBehind = 3;
        public const int Atomic = 4;

        public int Kind;
        public char Ch;
        public bool Ci;
        public bool Multi;
        public RegexClass Cls;
        public List<RegexNode> Kids = new List<RegexNode>();
        public int Min;
        public int Max;
        public bool Lazy;
        public int Num;
        public string Name;
        public int Offset;   // where a reference ends in the pattern (its error's offset)

        public RegexNode(int kind) { Kind = kind; }

        public static RegexNode Of(int kind, RegexNode kid)
        {
            var n = new RegexNode(kind);
            n.Kids.Add(kid);
            return n;
        }

        public bool IsSingleChar()
        {
            return Kind == One || Kind == Set || Kind == Any;
        }

        // Whether it can match without consuming (a loop of it must check progress).
        public bool CanBeEmpty()
        {
            switch (Kind) {
            case One: case Set: case Any:
                return false;
            case Concat:
                foreach (RegexNode k in Kids)
                    if (!k.CanBeEmpty())
                        return false;
                return true;
            case Alt:
                foreach (RegexNode k in Kids)
                    if (k.CanBeEmpty())
                        return true;
                return false;
            case Loop:
                return Min == 0 || Kids[0].CanBeEmpty();
            case Capture: case Group:
                return Kids[0].CanBeEmpty();
            case Look:
                return Num != Atomic || Kids[0].CanBeEmpty();
            default:
                return true;
            }
        }
    }

    // Pattern text to a RegexNode tree, with .NET's group numbering and
    // parse errors ("Invalid pattern 'P' at offset N. ...").
    internal sealed class RegexParser
    {
        private string _p;
        private int _pos;
        private RegexOptions _opts;
        private int _unnamed;                                   // unnamed groups so far
        private List<string> _namesSeen = new List<string>();   // named groups, first appearance order
        private List<int> _explicit = new List<int>();          // (?<5>...) numbers
        private List<RegexNode> _captures = new List<RegexNode>();
        private List<RegexNode> _refs = new List<RegexNode>();

        public int[] Numbers;
        public string[] Names;

        public RegexParser(string pattern, RegexOptions options)
        {
            _p = pattern;
            _opts = options;
        }

        private RegexParseException Error(RegexParseError e, int offset, string why)
        {
            return new RegexParseException(e, offset, "Invalid pattern '" + _p + "' at offset " + offset + ". " + why);
        }

        private static NotSupportedException Unsupported(string what)
        {
            return new NotSupportedException("Regex: " + what + " is not supported by Kiln");
        }

        private bool Opt(RegexOptions o) { return (_opts & o) != 0; }

        public RegexNode Parse()
        {
            RegexNode n = ParseAlt();
            if (_pos < _p.Length)
                throw Error(RegexParseError.InsufficientOpeningParentheses, _pos + 1, "Too many )'s.");
            Number();
            return n;
        }

        // Unnamed groups are 1..U, then names take the lowest free numbers
        // in order of first appearance; references are checked last.
        private void Number()
        {
            var nums = new List<int>();
            nums.Add(0);
            for (int i = 1; i <= _unnamed; i++)
                nums.Add(i);
            foreach (int e in _explicit)
                if (!nums.Contains(e))
                    nums.Add(e);
            var nameNums = new Dictionary<string, int>();
            int next = 1;
            foreach (string name in _namesSeen) {
                while (nums.Contains(next))
                    next++;
                nameNums[name] = next;
                nums.Add(next);
            }
            nums.Sort();
            Numbers = nums.ToArray();
            Names = new string[Numbers.Length];
            for (int i = 0; i < Numbers.Length; i++)
                Names[i] = Numbers[i].ToString();
            foreach (var kv in nameNums)
                for (int i = 0; i < Numbers.Length; i++)
                    if (Numbers[i] == kv.Value)
                        Names[i] = kv.Key;
            foreach (RegexNode c in _captures)
                if (c.Name != null)
                    c.Num = nameNums[c.Name];
            foreach (RegexNode r in _refs) {
                if (r.Name != null) {
                    if (!nameNums.ContainsKey(r.Name))
                        throw Error(RegexParseError.UndefinedNamedReference, r.Offset, "Reference to undefined group name '" + r.Name + "'.");
                    r.Num = nameNums[r.Name];
                } else if (!nums.Contains(r.Num)) {
                    throw Error(RegexParseError.UndefinedNumberedReference, r.Offset, "Reference to undefined group number " + r.Num + ".");
                }
            }
        }

        private void SkipWhite()
        {
            if (!Opt(RegexOptions.IgnorePatternWhitespace))
                return;
            while (_pos < _p.Length) {
                char c = _p[_pos];
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
                    _pos++;
                } else if (c == '#') {
                    while (_pos < _p.Length && _p[_pos] != '\n')
                        _pos++;
                } else {
                    break;
                }
            }
        }

        private RegexNode ParseAlt()
        {
            RegexOptions saved = _opts;
            var alts = new List<RegexNode>();
            alts.Add(ParseConcat());
            while (_pos < _p.Length && _p[_pos] == '|') {
                _pos++;
                alts.Add(ParseConcat());
            }
            _opts = saved;
            if (alts.Count == 1)
                return alts[0];
            var n = new RegexNode(RegexNode.Alt);
            n.Kids = alts;
            return n;
        }

        private RegexNode ParseConcat()
        {
            var n = new RegexNode(RegexNode.Concat);
            while (true) {
                SkipWhite();
                if (_pos >= _p.Length || _p[_pos] == '|' || _p[_pos] == ')')
                    break;
                char c = _p[_pos];
                if (c == '*' || c == '+' || c == '?' || (c == '{' && QuantifierAt(_pos)))
                    throw Error(RegexParseError.QuantifierAfterNothing, _pos + 1, "Quantifier '" + c + "' following nothing.");
                RegexNode atom = ParseAtom();
                if (atom == null)
                    continue;   // an inline option or a comment
                atom = ParseQuantifiers(atom);
                n.Kids.Add(atom);
            }
            return n.Kids.Count == 1 ? n.Kids[0] : n;
        }

        private bool QuantifierAt(int i)
        {
            if (i >= _p.Length || _p[i] != '{')
                return false;
            i++;
            int d = i;
            while (i < _p.Length && _p[i] >= '0' && _p[i] <= '9')
                i++;
            if (i == d)
                return false;
            if (i < _p.Length && _p[i] == '}')
                return true;
            if (i >= _p.Length || _p[i] != ',')
                return false;
            i++;
            while (i < _p.Length && _p[i] >= '0' && _p[i] <= '9')
                i++;
            return i < _p.Length && _p[i] == '}';
        }

        private int ReadInt()
        {
            long v = 0;
            while (_pos < _p.Length && _p[_pos] >= '0' && _p[_pos] <= '9') {
                v = v * 10 + (_p[_pos] - '0');
                if (v > int.MaxValue)
                    throw Error(RegexParseError.QuantifierOrCaptureGroupOutOfRange, _pos + 1, "Capture group numbers must be less than or equal to Int32.MaxValue.");
                _pos++;
            }
            return (int)v;
        }

        private RegexNode ParseQuantifiers(RegexNode atom)
        {
            bool quantified = false;
            while (true) {
                SkipWhite();
                if (_pos >= _p.Length)
                    return atom;
                char c = _p[_pos];
                int min, max;
                if (c == '*') { min = 0; max = -1; _pos++; }
                else if (c == '+') { min = 1; max = -1; _pos++; }
                else if (c == '?') { min = 0; max = 1; _pos++; }
                else if (c == '{' && QuantifierAt(_pos)) {
                    _pos++;
                    min = ReadInt();
                    max = min;
                    if (_p[_pos] == ',') {
                        _pos++;
                        max = _p[_pos] == '}' ? -1 : ReadInt();
                    }
                    _pos++;
                    if (max >= 0 && max < min)
                        throw Error(RegexParseError.ReversedQuantifierRange, _pos, "Illegal {x,y} with x > y.");
                }
                else return atom;
                if (quantified)
                    throw Error(RegexParseError.NestedQuantifiersNotParenthesized, _pos, "Nested quantifier '" + c + "'.");
                quantified = true;
                var loop = RegexNode.Of(RegexNode.Loop, atom);
                loop.Min = min;
                loop.Max = max;
                if (_pos < _p.Length && _p[_pos] == '?') {
                    loop.Lazy = true;
                    _pos++;
                }
                atom = loop;
            }
        }

        private RegexNode Char(char c)
        {
            var n = new RegexNode(RegexNode.One);
            n.Ci = Opt(RegexOptions.IgnoreCase);
            n.Ch = n.Ci ? char.ToLowerInvariant(c) : c;
            return n;
        }

        private RegexNode Assert(int op)
        {
            var n = new RegexNode(RegexNode.Assert);
            n.Num = op;
            n.Multi = Opt(RegexOptions.Multiline);
            return n;
        }

        private RegexNode ClassNode(RegexClass cls)
        {
            var n = new RegexNode(RegexNode.Set);
            for (RegexClass k = cls; k != null; k = k.Subtract)
                k.IgnoreCase = Opt(RegexOptions.IgnoreCase);
            n.Cls = cls;
            return n;
        }

        private RegexNode ParseAtom()
        {
            char c = _p[_pos++];
            switch (c) {
            case '.': {
                var n = new RegexNode(RegexNode.Any);
                n.Multi = Opt(RegexOptions.Singleline);
                return n;
            }
            case '^': return Assert(RegexInst.Bol);
            case '$': return Assert(RegexInst.Eol);
            case '[': return ClassNode(ParseClass());
            case '(': return ParseGroup();
            case '\\': return ParseEscape();
            default: return Char(c);
            }
        }

        private RegexNode ParseEscape()
        {
            if (_pos >= _p.Length)
                throw Error(RegexParseError.UnescapedEndingBackslash, _pos, "Illegal \\\\ at end of pattern.");
            char c = _p[_pos];
            switch (c) {
            case 'd': case 'D': case 'w': case 'W': case 's': case 'S':
                _pos++;
                return ClassNode(RegexClass.Of(c));
            case 'b': _pos++; return Assert(RegexInst.WordB);
            case 'B': _pos++; return Assert(RegexInst.NWordB);
            case 'A': _pos++; return Assert(RegexInst.Begin);
            case 'z': _pos++; return Assert(RegexInst.End);
            case 'Z': _pos++; return Assert(RegexInst.EndZ);
            case 'G': _pos++; return Assert(RegexInst.StartG);
            case 'p': case 'P':
                _pos++;
                throw UnicodeCategory(c);
            case 'k': {
                _pos++;
                if (_pos < _p.Length && (_p[_pos] == '<' || _p[_pos] == '\'')) {
                    char close = _p[_pos] == '<' ? '>' : '\'';
                    int start = _pos + 1;
                    int end = _p.IndexOf(close, start);
                    if (end > start) {
                        _pos = end + 1;
                        return Ref(_p.Substring(start, end - start));
                    }
                }
                throw Error(RegexParseError.MalformedNamedReference, _pos, "Malformed \\\\k<...> named back reference.");
            }
            case '<': case '\'': {
                char close = c == '<' ? '>' : '\'';
                int start = _pos + 1;
                int end = _p.IndexOf(close, start);
                if (end > start && IsName(_p.Substring(start, end - start))) {
                    _pos = end + 1;
                    return Ref(_p.Substring(start, end - start));
                }
                break;
            }
            }
            if (c >= '1' && c <= '9') {
                var n = new RegexNode(RegexNode.Backref);
                n.Num = ReadInt();
                n.Ci = Opt(RegexOptions.IgnoreCase);
                n.Offset = _pos;
                _refs.Add(n);
                return n;
            }
            return Char(ScanCharEscape());
        }

        // .NET's messages that hold the word "class": gensrc.c takes the
        // word after it for a type this file declares, and a program that
        // writes that word compiles this file, so the word after it here is
        // one no program writes.
        private static string WithClassWord(string before, string regexMessageTail)
        {
            return before + "class" + regexMessageTail;
        }

        // \p{Name} is not built; a malformed one is .NET's parse error. _pos
        // is past the p.
        private Exception UnicodeCategory(char p)
        {
            if (_pos >= _p.Length - 1 || _p[_pos] != '{' || _p.IndexOf('}', _pos) < 0)
                return Error(RegexParseError.InvalidUnicodePropertyEscape, _p.Length, "Incomplete \\p{X} character escape.");
            return Unsupported("the Unicode category escape \\" + p + "{...}");
        }

        private static bool IsName(string s)
        {
            if (s.Length == 0)
                return false;
            for (int i = 0; i < s.Length; i++)
                if (!RegexClass.IsWordChar(s[i]))
                    return false;
            return true;
        }

        private RegexNode Ref(string name)
        {
            var n = new RegexNode(RegexNode.Backref);
            n.Ci = Opt(RegexOptions.IgnoreCase);
            n.Offset = _pos;
            if (name[0] >= '0' && name[0] <= '9') {
                int v = 0;
                foreach (char d in name) {
                    if (d < '0' || d > '9')
                        throw Error(RegexParseError.MalformedNamedReference, _pos, "Malformed \\\\k<...> named back reference.");
                    v = v * 10 + (d - '0');
                }
                n.Num = v;
            } else {
                if (!IsName(name))
                    throw Error(RegexParseError.MalformedNamedReference, _pos, "Malformed \\\\k<...> named back reference.");
                n.Name = name;
            }
            _refs.Add(n);
            return n;
        }

        private int Hex(int digits)
        {
            int v = 0;
            for (int i = 0; i < digits; i++) {
                if (_pos >= _p.Length)
                    throw Error(RegexParseError.InsufficientOrInvalidHexDigits, _pos, "Insufficient hex digits.");
                char h = _p[_pos];
                int d;
                if (h >= '0' && h <= '9') d = h - '0';
                else if (h >= 'a' && h <= 'f') d = h - 'a' + 10;
                else if (h >= 'A' && h <= 'F') d = h - 'A' + 10;
                else throw Error(RegexParseError.InsufficientOrInvalidHexDigits, _pos + 1, "Insufficient hex digits.");
                v = v * 16 + d;
                _pos++;
            }
            return v;
        }

        // The char of an escape that stands for one char (_pos at the char
        // after the backslash).
        private char ScanCharEscape()
        {
            char c = _p[_pos++];
            switch (c) {
            case 't': return '\t';
            case 'n': return '\n';
            case 'r': return '\r';
            case 'f': return '\f';
            case 'v': return '\v';
            case 'a': return '\a';
            case 'e': return '\u001B';
            case 'x': return (char)Hex(2);
            case 'u': return (char)Hex(4);
            case '0': {
                int v = 0;
                for (int i = 0; i < 2 && _pos < _p.Length && _p[_pos] >= '0' && _p[_pos] <= '7'; i++)
                    v = v * 8 + (_p[_pos++] - '0');
                return (char)v;
            }
            case 'c': {
                if (_pos >= _p.Length)
                    throw Error(RegexParseError.MissingControlCharacter, _pos, "Missing control character.");
                char k = _p[_pos++];
                if (k >= 'a' && k <= 'z')
                    k = (char)(k - 32);
                if (k >= '@' && k <= '_')
                    return (char)(k - '@');
                throw Error(RegexParseError.UnrecognizedControlCharacter, _pos, "Unrecognized control character.");
            }
            }
            if (RegexClass.IsWordChar(c))
                throw Error(RegexParseError.UnrecognizedEscape, _pos, "Unrecognized escape sequence \\\\" + c + ".");
            return c;
        }

        private RegexClass ParseClass()
        {
            var cls = new RegexClass();
            if (_pos < _p.Length && _p[_pos] == '^') {
                cls.Negate = true;
                _pos++;
            }
            bool first = true;
            while (true) {
                if (_pos >= _p.Length)
                    throw Error(RegexParseError.UnterminatedBracket, _pos, "Unterminated [] set.");
                char c = _p[_pos];
                if (c == ']' && !first) {
                    _pos++;
                    return cls;
                }
                first = false;
                _pos++;
                if (c == '-' && _pos < _p.Length && _p[_pos] == '[') {
                    _pos++;
                    cls.Subtract = ParseClass();
                    if (_pos >= _p.Length || _p[_pos] != ']')
                        throw Error(RegexParseError.ExclusionGroupNotLast, _pos + 1, WithClassWord("A subtraction must be the last element in a character ", "."));
                    continue;
                }
                char lo;
                if (c == '\\') {
                    if (_pos >= _p.Length)
                        throw Error(RegexParseError.UnescapedEndingBackslash, _pos, "Illegal \\\\ at end of pattern.");
                    char e = _p[_pos];
                    if (e == 'd' || e == 'D' || e == 'w' || e == 'W' || e == 's' || e == 'S') {
                        _pos++;
                        cls.Shorthands.Add(e);
                        if (_pos + 1 < _p.Length && _p[_pos] == '-' && _p[_pos + 1] != ']')
                            throw Error(RegexParseError.ShorthandClassInCharacterRange, _pos + 1, WithClassWord("Cannot include ", " \\\\" + e + " in character range."));
                        continue;
                    }
                    if (e == 'p' || e == 'P') {
                        _pos++;
                        throw UnicodeCategory(e);
                    }
                    if (e == 'b') {
                        _pos++;
                        lo = '\b';
                    } else {
                        lo = ScanCharEscape();
                    }
                } else if (c == '[' && _pos < _p.Length && (_p[_pos] == ':' || _p[_pos] == '=' || _p[_pos] == '.')) {
                    throw Unsupported("a POSIX-style set [" + _p[_pos] + "...] inside a character set");
                } else {
                    lo = c;
                }
                if (_pos + 1 < _p.Length && _p[_pos] == '-' && _p[_pos + 1] != ']' && _p[_pos + 1] != '[') {
                    _pos++;
                    char hi = _p[_pos++];
                    if (hi == '\\') {
                        if (_pos >= _p.Length)
                            throw Error(RegexParseError.UnescapedEndingBackslash, _pos, "Illegal \\\\ at end of pattern.");
                        char e = _p[_pos];
                        if (e == 'd' || e == 'D' || e == 'w' || e == 'W' || e == 's' || e == 'S' || e == 'p' || e == 'P')
                            throw Error(RegexParseError.ShorthandClassInCharacterRange, _pos + 1, WithClassWord("Cannot include ", " \\\\" + e + " in character range."));
                        if (e == 'b') {
                            _pos++;
                            hi = '\b';
                        } else {
                            hi = ScanCharEscape();
                        }
                    }
                    if (hi < lo)
                        throw Error(RegexParseError.ReversedCharacterRange, _pos, "[x-y] range in reverse order.");
                    cls.Lo.Add(lo);
                    cls.Hi.Add(hi);
                } else {
                    cls.Lo.Add(lo);
                    cls.Hi.Add(lo);
                }
            }
        }

        // After '('.
        private RegexNode ParseGroup()
        {
            int open = _pos;
            if (_pos < _p.Length && _p[_pos] == '?') {
                _pos++;
                if (_pos >= _p.Length)
                    throw Error(RegexParseError.InvalidGroupingConstruct, _pos, "Unrecognized grouping construct.");
                char c = _p[_pos];
                if (c == ':') { _pos++; return Close(RegexNode.Of(RegexNode.Group, ParseAlt())); }
                if (c == '=') { _pos++; return Close(Look(RegexNode.LookAhead)); }
                if (c == '!') { _pos++; return Close(Look(RegexNode.NegLookAhead)); }
                if (c == '>') { _pos++; return Close(Look(RegexNode.Atomic)); }
                if (c == '#') {
                    int end = _p.IndexOf(')', _pos);
                    if (end < 0)
                        throw Error(RegexParseError.UnterminatedComment, _p.Length, "Unterminated (?#...) comment.");
                    _pos = end + 1;
                    return null;
                }
                if (c == '(')
                    throw Unsupported("the conditional group (?(...)...|...)");
                if (c == '<' && _pos + 1 < _p.Length && (_p[_pos + 1] == '=' || _p[_pos + 1] == '!')) {
                    _pos += 2;
                    return Close(Look(_p[_pos - 1] == '=' ? RegexNode.LookBehind : RegexNode.NegLookBehind));
                }
                if (c == '<' || c == '\'') {
                    char close = c == '<' ? '>' : '\'';
                    _pos++;
                    int start = _pos;
                    while (_pos < _p.Length && RegexClass.IsWordChar(_p[_pos]))
                        _pos++;
                    string name = _p.Substring(start, _pos - start);
                    if (_pos < _p.Length && _p[_pos] == '-')
                        throw Unsupported("the balancing group (?<name1-name2>...)");
                    if (name.Length == 0 || _pos >= _p.Length || _p[_pos] != close)
                        throw Error(RegexParseError.InvalidGroupName, _pos, "Invalid group name: Group names must begin with a word character.");
                    _pos++;
                    var cap = new RegexNode(RegexNode.Capture);
                    if (name[0] >= '0' && name[0] <= '9') {
                        int v = 0;
                        foreach (char d in name) {
                            if (d < '0' || d > '9')
                                throw Error(RegexParseError.CaptureGroupNameInvalid, start + 1, "Invalid group name: Group names must begin with a word character.");
                            v = v * 10 + (d - '0');
                        }
                        if (v == 0)
                            throw Error(RegexParseError.CaptureGroupOfZero, start + 1, "Capture number cannot be zero.");
                        cap.Num = v;
                        if (!_explicit.Contains(v))
                            _explicit.Add(v);
                    } else {
                        cap.Name = name;
                        cap.Num = -1;
                        if (!_namesSeen.Contains(name))
                            _namesSeen.Add(name);
                    }
                    _captures.Add(cap);
                    cap.Kids.Add(ParseAlt());
                    return Close(cap);
                }
                return ParseInlineOptions();
            }
            if (Opt(RegexOptions.ExplicitCapture))
                return Close(RegexNode.Of(RegexNode.Group, ParseAlt()));
            var n = new RegexNode(RegexNode.Capture);
            n.Num = ++_unnamed;
            n.Kids.Add(ParseAlt());
            return Close(n);
        }

        private RegexNode Look(int kind)
        {
            var n = RegexNode.Of(RegexNode.Look, ParseAlt());
            n.Num = kind;
            return n;
        }

        private RegexNode Close(RegexNode n)
        {
            if (_pos >= _p.Length)
                throw Error(RegexParseError.InsufficientClosingParentheses, _pos, "Not enough )'s.");
            _pos++;
            return n;
        }

        // (?imnsx-imnsx) changes the options to the end of the enclosing
        // group; (?imnsx-imnsx:...) only inside.
        private RegexNode ParseInlineOptions()
        {
            RegexOptions o = _opts;
            bool off = false;
            while (_pos < _p.Length) {
                char c = _p[_pos];
                RegexOptions bit;
                if (c == '-') { off = true; _pos++; continue; }
                if (c == 'i') bit = RegexOptions.IgnoreCase;
                else if (c == 'm') bit = RegexOptions.Multiline;
                else if (c == 'n') bit = RegexOptions.ExplicitCapture;
                else if (c == 's') bit = RegexOptions.Singleline;
                else if (c == 'x') bit = RegexOptions.IgnorePatternWhitespace;
                else if (c == ')') {
                    _pos++;
                    _opts = o;
                    return null;
                } else if (c == ':') {
                    _pos++;
                    RegexOptions saved = _opts;
                    _opts = o;
                    RegexNode inner = ParseAlt();
                    _opts = saved;
                    return Close(RegexNode.Of(RegexNode.Group, inner));
                } else break;
                o = off ? (o & ~bit) : (o | bit);
                _pos++;
            }
            throw Error(RegexParseError.InvalidGroupingConstruct, _pos + 1, "Unrecognized grouping construct.");
        }

        // Regex.Unescape: every escape to its char.
        public string UnescapeAll()
        {
            var sb = new StringBuilder();
            while (_pos < _p.Length) {
                char c = _p[_pos++];
                if (c != '\\') {
                    sb.Append(c);
                    continue;
                }
                if (_pos >= _p.Length)
                    throw Error(RegexParseError.UnescapedEndingBackslash, _pos, "Illegal \\\\ at end of pattern.");
                if (_p[_pos] == 'b') {
                    _pos++;
                    sb.Append('\b');
                } else {
                    sb.Append(ScanCharEscape());
                }
            }
            return sb.ToString();
        }
    }

    // The node tree to instructions.
    internal sealed class RegexCompiler
    {
        private Regex _re;
        private List<RegexInst> _code = new List<RegexInst>();
        public int LoopRegs;

        public RegexCompiler(Regex re) { _re = re; }

        public RegexInst[] Compile(RegexNode tree)
        {
            Emit(tree, false);
            Add(RegexInst.Match, 0, 0, false);
            if (_code.Count > 1000000)
                throw new NotSupportedException("Regex: a pattern this large once its counted repetitions are expanded is not supported by Kiln");
            return _code.ToArray();
        }

        private RegexInst Add(int op, int a, int b, bool rtl)
        {
            var i = new RegexInst();
            i.Op = op;
            i.A = a;
            i.B = b;
            i.Rtl = rtl;
            _code.Add(i);
            return i;
        }

        private RegexInst Atom(RegexNode n, bool rtl)
        {
            var i = new RegexInst();
            i.Rtl = rtl;
            if (n.Kind == RegexNode.One) {
                i.Op = n.Ci ? RegexInst.CharI : RegexInst.Char;
                i.A = n.Ch;
            } else if (n.Kind == RegexNode.Set) {
                i.Op = RegexInst.Set;
                i.Cls = n.Cls;
            } else {
                i.Op = n.Multi ? RegexInst.AnyAll : RegexInst.Any;
            }
            return i;
        }

        private void Emit(RegexNode n, bool rtl)
        {
            switch (n.Kind) {
            case RegexNode.Empty:
                break;
            case RegexNode.One: case RegexNode.Set: case RegexNode.Any:
                _code.Add(Atom(n, rtl));
                break;
            case RegexNode.Concat:
                if (rtl) {
                    for (int i = n.Kids.Count - 1; i >= 0; i--)
                        Emit(n.Kids[i], rtl);
                } else {
                    foreach (RegexNode k in n.Kids)
                        Emit(k, rtl);
                }
                break;
            case RegexNode.Alt: {
                var jumps = new List<RegexInst>();
                for (int i = 0; i < n.Kids.Count; i++) {
                    RegexInst split = null;
                    if (i < n.Kids.Count - 1) {
                        split = Add(RegexInst.Split, _code.Count + 1, 0, rtl);
                    }
                    Emit(n.Kids[i], rtl);
                    if (split != null) {
                        jumps.Add(Add(RegexInst.Jmp, 0, 0, rtl));
                        split.B = _code.Count;
                    }
                }
                foreach (RegexInst j in jumps)
                    j.A = _code.Count;
                break;
            }
            case RegexNode.Capture: {
                int slot = _re.SlotOf(n.Num);
                Add(RegexInst.Open, slot, 0, rtl);
                Emit(n.Kids[0], rtl);
                Add(RegexInst.Close, slot, 0, rtl);
                break;
            }
            case RegexNode.Group:
                Emit(n.Kids[0], rtl);
                break;
            case RegexNode.Backref:
                Add(RegexInst.Backref, _re.SlotOf(n.Num), n.Ci ? 1 : 0, rtl);
                break;
            case RegexNode.Assert:
                Add(n.Num, 0, n.Multi ? 1 : 0, rtl);
                break;
            case RegexNode.Look: {
                RegexInst look = Add(RegexInst.Look, 0, n.Num, rtl);
                bool behind = n.Num == RegexNode.LookBehind || n.Num == RegexNode.NegLookBehind;
                Emit(n.Kids[0], behind ? true : (n.Num == RegexNode.Atomic ? rtl : false));
                Add(RegexInst.Succeed, 0, 0, rtl);
                look.A = _code.Count;
                break;
            }
            case RegexNode.Loop:
                EmitLoop(n, rtl);
                break;
            }
        }

        // X{n,}: n - 1 copies, then a loop whose first pass is the n-th
        // copy, so that an empty pass ends it as .NET's loops end (an empty
        // required pass is the last: (a*)+ on "" captures once).
        private void EmitLoopAtLeastOnce(RegexNode n, bool rtl)
        {
            RegexNode kid = n.Kids[0];
            for (int i = 1; i < n.Min; i++)
                Emit(kid, rtl);
            bool empty = kid.CanBeEmpty();
            int reg = empty ? LoopRegs++ : -1;
            int top = _code.Count;
            if (empty)
                Add(RegexInst.LoopMark, reg, 0, rtl);
            Emit(kid, rtl);
            RegexInst check = empty ? Add(RegexInst.LoopCheck, reg, 0, rtl) : null;
            RegexInst split = Add(RegexInst.Split, 0, 0, rtl);
            int exit = _code.Count;
            if (check != null)
                check.B = exit;
            split.A = n.Lazy ? exit : top;
            split.B = n.Lazy ? top : exit;
        }

        private void EmitLoop(RegexNode n, bool rtl)
        {
            RegexNode kid = n.Kids[0];
            if (kid.IsSingleChar()) {
                RegexInst r = Add(RegexInst.Repeat, 0, 0, rtl);
                r.Atom = Atom(kid, rtl);
                r.Min = n.Min;
                r.Max = n.Max;
                r.Lazy = n.Lazy;
                return;
            }
            if (n.Max < 0 && n.Min > 0) {
                EmitLoopAtLeastOnce(n, rtl);
                return;
            }
            for (int i = 0; i < n.Min; i++)
                Emit(kid, rtl);
            if (n.Max < 0) {
                bool empty = kid.CanBeEmpty();
                int reg = empty ? LoopRegs++ : -1;
                int top = _code.Count;
                RegexInst split = Add(RegexInst.Split, 0, 0, rtl);
                int body = _code.Count;
                if (empty)
                    Add(RegexInst.LoopMark, reg, 0, rtl);
                Emit(kid, rtl);
                RegexInst check = empty ? Add(RegexInst.LoopCheck, reg, 0, rtl) : null;
                Add(RegexInst.Jmp, top, 0, rtl);
                int exit = _code.Count;
                if (check != null)
                    check.B = exit;
                split.A = n.Lazy ? exit : body;
                split.B = n.Lazy ? body : exit;
                return;
            }
            var splits = new List<RegexInst>();
            for (int i = n.Min; i < n.Max; i++) {
                RegexInst split = Add(RegexInst.Split, 0, 0, rtl);
                splits.Add(split);
                int body = _code.Count;
                Emit(kid, rtl);
                if (n.Lazy) split.B = body; else split.A = body;
            }
            foreach (RegexInst s in splits) {
                if (n.Lazy) s.A = _code.Count; else s.B = _code.Count;
            }
        }
    }

    // Replace's replacement pattern: literal text and $ references.
    internal sealed class RegexReplacement
    {
        private List<string> _lits = new List<string>();   // null where a reference is
        private List<int> _refs = new List<int>();         // group number, or -1 $`, -2 $', -3 $+, -4 $_

        private int _last;                                 // $+: the highest-numbered group

        public RegexReplacement(Regex re, string rep)
        {
            _last = re._numbers[re._numbers.Length - 1];
            var lit = new StringBuilder();
            int i = 0;
            while (i < rep.Length) {
                char c = rep[i++];
                if (c != '$' || i >= rep.Length) {
                    lit.Append(c);
                    continue;
                }
                char d = rep[i];
                int refNum = int.MinValue;
                int after = i;
                if (d == '$') { lit.Append('$'); i++; continue; }
                if (d == '&') { refNum = 0; after = i + 1; }
                else if (d == '`') { refNum = -1; after = i + 1; }
                else if (d == '\'') { refNum = -2; after = i + 1; }
                else if (d == '+') { refNum = -3; after = i + 1; }
                else if (d == '_') { refNum = -4; after = i + 1; }
                else if (d >= '0' && d <= '9') {
                    int j = i;
                    long v = 0;
                    while (j < rep.Length && rep[j] >= '0' && rep[j] <= '9' && v <= int.MaxValue)
                        v = v * 10 + (rep[j++] - '0');
                    if (v <= int.MaxValue && re.SlotOf((int)v) >= 0) {
                        refNum = (int)v;
                        after = j;
                    }
                } else if (d == '{') {
                    int end = rep.IndexOf('}', i + 1);
                    if (end > i + 1) {
                        string name = rep.Substring(i + 1, end - i - 1);
                        int num = -5;
                        if (name[0] >= '0' && name[0] <= '9') {
                            long v = 0;
                            bool digits = true;
                            foreach (char k in name) {
                                if (k < '0' || k > '9' || v > int.MaxValue) { digits = false; break; }
                                v = v * 10 + (k - '0');
                            }
                            if (digits && v <= int.MaxValue && re.SlotOf((int)v) >= 0)
                                num = (int)v;
                        } else {
                            num = re.GroupNumberFromName(name);
                            if (num < 0)
                                num = -5;
                        }
                        if (num >= 0) {
                            refNum = num;
                            after = end + 1;
                        }
                    }
                }
                if (refNum == int.MinValue) {
                    lit.Append('$');
                    continue;
                }
                if (lit.Length > 0) {
                    _lits.Add(lit.ToString());
                    _refs.Add(0);
                    lit.Clear();
                }
                _lits.Add(null);
                _refs.Add(refNum);
                i = after;
            }
            if (lit.Length > 0) {
                _lits.Add(lit.ToString());
                _refs.Add(0);
            }
        }

        public void AppendTo(StringBuilder sb, Match m, string input)
        {
            for (int i = 0; i < _lits.Count; i++) {
                if (_lits[i] != null) {
                    sb.Append(_lits[i]);
                    continue;
                }
                int r = _refs[i];
                if (r >= 0) sb.Append(m.Groups[r].Value);
                else if (r == -1) sb.Append(input, 0, m.Index);
                else if (r == -2) sb.Append(input, m.Index + m.Length, input.Length - m.Index - m.Length);
                else if (r == -3) sb.Append(m.Groups[_last].Value);
                else sb.Append(input);
            }
        }
    }

    // One match attempt's machine: the program counter and position, the
    // captures per group slot, loop marks, and the backtracking stack.
    internal sealed class RegexRunner
    {
        private const int KBranch = 0;    // resume at a with position b
        private const int KOpen = 1;      // slot a's open position was b
        private const int KCap = 2;       // slot a gained a capture: drop it
        private const int KMark = 3;      // loop register a was b
        private const int KGreedy = 4;    // Repeat at a from position b has c chars: give one back
        private const int KLazy = 5;      // Repeat at a from position b has c chars: take one more

        private Regex _re;
        private RegexInst[] _prog;
        private string _s;
        private int _start;           // the scan's start (\G)
        private int[] _open;
        private int[][] _capPos;
        private int[][] _capLen;
        private int[] _capCount;
        private int[] _regs;
        private int[] _stack = new int[64];
        private int _top;

        public RegexRunner(Regex re, string s, int start)
        {
            _re = re;
            _prog = re._prog;
            _s = s;
            _start = start;
            int n = re._numbers.Length;
            _open = new int[n];
            _capPos = new int[n][];
            _capLen = new int[n][];
            _capCount = new int[n];
            for (int i = 0; i < n; i++) {
                _capPos[i] = new int[4];
                _capLen[i] = new int[4];
            }
            _regs = new int[re._loopRegs];
        }

        // The end of a match starting at pos, or -1.
        public int TryAt(int pos)
        {
            for (int i = 0; i < _capCount.Length; i++)
                _capCount[i] = 0;
            _top = 0;
            return Run(0, pos);
        }

        public Match MakeMatch(int start, int end)
        {
            int n = _capCount.Length;
            var groups = new Group[n];
            for (int i = 1; i < n; i++) {
                var caps = new Capture[_capCount[i]];
                for (int k = 0; k < caps.Length; k++)
                    caps[k] = new Capture(_s, _capPos[i][k], _capLen[i][k]);
                groups[i] = new Group(_s, _re._names[i], caps);
            }
            var whole = new Capture[] { new Capture(_s, start, end - start) };
            return new Match(_re, _s, whole, groups, _start);
        }

        private void Push(int kind, int a, int b, int c)
        {
            if (_top + 4 > _stack.Length) {
                var bigger = new int[_stack.Length * 2];
                Array.Copy(_stack, bigger, _top);
                _stack = bigger;
            }
            _stack[_top] = kind;
            _stack[_top + 1] = a;
            _stack[_top + 2] = b;
            _stack[_top + 3] = c;
            _top += 4;
        }

        private void AddCapture(int slot, int pos, int len)
        {
            int k = _capCount[slot];
            if (k == _capPos[slot].Length) {
                var p = new int[k * 2];
                var l = new int[k * 2];
                Array.Copy(_capPos[slot], p, k);
                Array.Copy(_capLen[slot], l, k);
                _capPos[slot] = p;
                _capLen[slot] = l;
            }
            _capPos[slot][k] = pos;
            _capLen[slot][k] = len;
            _capCount[slot] = k + 1;
            Push(KCap, slot, 0, 0);
        }

        private bool IsWordAt(int i)
        {
            return i >= 0 && i < _s.Length && RegexClass.IsWordChar(_s[i]);
        }

        private static bool AtomMatches(RegexInst a, char c)
        {
            switch (a.Op) {
            case RegexInst.Char: return c == a.A;
            case RegexInst.CharI: return char.ToLowerInvariant(c) == a.A;
            case RegexInst.Set: return a.Cls.Matches(c);
            case RegexInst.Any: return c != '\n';
            default: return true;
            }
        }

        // The char a one-char instruction reads at pos (-1: none there).
        private int CharAt(bool rtl, int pos)
        {
            if (rtl)
                return pos > 0 ? _s[pos - 1] : -1;
            return pos < _s.Length ? _s[pos] : -1;
        }

        private bool Assertion(RegexInst i, int pos)
        {
            int n = _s.Length;
            switch (i.Op) {
            case RegexInst.Bol: return pos == 0 || (i.B == 1 && _s[pos - 1] == '\n');
            case RegexInst.Eol:
                if (i.B == 1)
                    return pos == n || _s[pos] == '\n';
                return pos == n || (pos == n - 1 && _s[pos] == '\n');
            case RegexInst.Begin: return pos == 0;
            case RegexInst.End: return pos == n;
            case RegexInst.EndZ: return pos == n || (pos == n - 1 && _s[pos] == '\n');
            case RegexInst.WordB: return IsWordAt(pos - 1) != IsWordAt(pos);
            case RegexInst.NWordB: return IsWordAt(pos - 1) == IsWordAt(pos);
            default: return pos == _start;
            }
        }

        private bool BackrefAt(RegexInst inst, ref int pos)
        {
            int slot = inst.A;
            int k = _capCount[slot];
            if (k == 0)
                return false;
            int cp = _capPos[slot][k - 1];
            int len = _capLen[slot][k - 1];
            int from = inst.Rtl ? pos - len : pos;
            if (from < 0 || from + len > _s.Length)
                return false;
            for (int j = 0; j < len; j++) {
                char a = _s[cp + j], b = _s[from + j];
                if (a != b && !(inst.B == 1 && char.ToLowerInvariant(a) == char.ToLowerInvariant(b)))
                    return false;
            }
            pos = inst.Rtl ? from : from + len;
            return true;
        }

        // How many chars from pos (leftwards when rtl) the Repeat's atom matches, up to max.
        private int CountRun(RegexInst r, int pos, int max)
        {
            int k = 0;
            if (r.Rtl) {
                while ((max < 0 || k < max) && pos - k > 0 && AtomMatches(r.Atom, _s[pos - k - 1]))
                    k++;
            } else {
                while ((max < 0 || k < max) && pos + k < _s.Length && AtomMatches(r.Atom, _s[pos + k]))
                    k++;
            }
            return k;
        }

        // Discards the records above base: all of them undone (undo), or only
        // the branches dropped (keep the undo records: a lookaround's captures
        // stay until the path that made them is backtracked).
        private void Cut(int bottom, bool undo)
        {
            int w = bottom;
            for (int r = bottom; r < _top; r += 4) {
                int kind = _stack[r];
                if (kind == KOpen || kind == KCap || kind == KMark) {
                    for (int j = 0; j < 4; j++)
                        _stack[w + j] = _stack[r + j];
                    w += 4;
                }
            }
            _top = w;
            if (undo) {
                while (_top > bottom) {
                    _top -= 4;
                    Undo(_top);
                }
            }
        }

        private void Undo(int r)
        {
            int kind = _stack[r];
            if (kind == KOpen) _open[_stack[r + 1]] = _stack[r + 2];
            else if (kind == KCap) _capCount[_stack[r + 1]]--;
            else if (kind == KMark) _regs[_stack[r + 1]] = _stack[r + 2];
        }

        // Runs from pc at pos until Match or Succeed (the end position) or
        // until every path above the stack's current top failed (-1).
        private int Run(int pc, int pos)
        {
            int bottom = _top;
            RegexInst[] prog = _prog;
            while (true) {
                RegexInst i = prog[pc];
                bool ok = true;
                switch (i.Op) {
                case RegexInst.Char: case RegexInst.CharI: case RegexInst.Set:
                case RegexInst.Any: case RegexInst.AnyAll: {
                    int c = CharAt(i.Rtl, pos);
                    if (c < 0 || !AtomMatches(i, (char)c)) {
                        ok = false;
                    } else {
                        pos += i.Rtl ? -1 : 1;
                        pc++;
                    }
                    break;
                }
                case RegexInst.Split:
                    Push(KBranch, i.B, pos, 0);
                    pc = i.A;
                    break;
                case RegexInst.Jmp:
                    pc = i.A;
                    break;
                case RegexInst.Open:
                    Push(KOpen, i.A, _open[i.A], 0);
                    _open[i.A] = pos;
                    pc++;
                    break;
                case RegexInst.Close: {
                    int o = _open[i.A];
                    AddCapture(i.A, o < pos ? o : pos, o < pos ? pos - o : o - pos);
                    pc++;
                    break;
                }
                case RegexInst.Backref:
                    ok = BackrefAt(i, ref pos);
                    pc++;
                    break;
                case RegexInst.LoopMark:
                    Push(KMark, i.A, _regs[i.A], 0);
                    _regs[i.A] = pos;
                    pc++;
                    break;
                case RegexInst.LoopCheck:
                    pc = pos == _regs[i.A] ? i.B : pc + 1;
                    break;
                case RegexInst.Repeat: {
                    int have = CountRun(i, pos, i.Lazy ? i.Min : i.Max);
                    if (have < i.Min) {
                        ok = false;
                        break;
                    }
                    if (i.Lazy) {
                        if (i.Max < 0 || have < i.Max)
                            Push(KLazy, pc, pos, have);
                    } else if (have > i.Min) {
                        Push(KGreedy, pc, pos, have);
                    }
                    pos += i.Rtl ? -have : have;
                    pc++;
                    break;
                }
                case RegexInst.Look: {
                    int mark = _top;
                    int end = Run(pc + 1, pos);
                    bool matched = end >= 0;
                    bool negative = i.B == RegexNode.NegLookAhead || i.B == RegexNode.NegLookBehind;
                    if (matched)
                        Cut(mark, negative);
                    if (matched == negative) {
                        ok = false;
                        break;
                    }
                    if (i.B == RegexNode.Atomic)
                        pos = end;
                    pc = i.A;
                    break;
                }
                case RegexInst.Succeed:
                case RegexInst.Match:
                    return pos;
                default:
                    ok = Assertion(i, pos);
                    pc++;
                    break;
                }
                if (ok)
                    continue;
                // Backtrack: undo records down to the latest choice point.
                while (true) {
                    if (_top == bottom)
                        return -1;
                    _top -= 4;
                    int kind = _stack[_top];
                    if (kind == KBranch) {
                        pc = _stack[_top + 1];
                        pos = _stack[_top + 2];
                        break;
                    }
                    if (kind == KGreedy) {
                        int at = _stack[_top + 1];
                        RegexInst r = prog[at];
                        int have = _stack[_top + 3] - 1;
                        int from = _stack[_top + 2];
                        if (have > r.Min)
                            Push(KGreedy, at, from, have);
                        pos = r.Rtl ? from - have : from + have;
                        pc = at + 1;
                        break;
                    }
                    if (kind == KLazy) {
                        int at = _stack[_top + 1];
                        RegexInst r = prog[at];
                        int have = _stack[_top + 3];
                        int from = _stack[_top + 2];
                        int p = r.Rtl ? from - have : from + have;
                        int c = CharAt(r.Rtl, p);
                        if (c < 0 || !AtomMatches(r.Atom, (char)c))
                            continue;
                        have++;
                        if (r.Max < 0 || have < r.Max)
                            Push(KLazy, at, from, have);
                        pos = r.Rtl ? p - 1 : p + 1;
                        pc = at + 1;
                        break;
                    }
                    Undo(_top);
                }
            }
        }
    }
}
