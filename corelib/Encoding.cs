// Encoding.cs - System.Text.Encoding with its UTF8 and ASCII instances:
// GetBytes/GetString/GetByteCount/GetCharCount between strings and bytes,
// as .NET's default (replacement) behaviour: a lone surrogate encodes as
// U+FFFD in UTF-8, an invalid UTF-8 sequence decodes as one U+FFFD per
// maximal invalid subpart, a UTF-16 unit outside ASCII encodes as '?' and a
// byte above 0x7F decodes as '?' in ASCII (the base Encoding's
// replacement fallback; UTF-8's is U+FFFD). Console.OutputEncoding
// (Console.cs) takes UTF-8 only: Kiln's console writes UTF-8.
//
// Invariant: GetBytes(s).Length == GetByteCount(s).
namespace System.Text
{
    public abstract class Encoding
    {
        private static Encoding s_utf8;
        private static Encoding s_ascii;

        public static Encoding UTF8
        {
            get
            {
                if (s_utf8 == null)
                    s_utf8 = new UTF8Encoding();
                return s_utf8;
            }
        }

        public static Encoding ASCII
        {
            get
            {
                if (s_ascii == null)
                    s_ascii = new ASCIIEncoding();
                return s_ascii;
            }
        }

        public abstract string WebName { get; }

        public abstract int GetByteCount(string s);

        public abstract byte[] GetBytes(string s);

        public abstract string GetString(byte[] bytes, int index, int count);

        public byte[] GetBytes(char[] chars)
        {
            if (chars == null)
                throw new ArgumentNullException("chars");
            return GetBytes(new string(chars));
        }

        public string GetString(byte[] bytes)
        {
            if (bytes == null)
                throw new ArgumentNullException("bytes");
            return GetString(bytes, 0, bytes.Length);
        }

        public int GetCharCount(byte[] bytes)
        {
            return GetString(bytes).Length;
        }

        protected static void CheckRange(byte[] bytes, int index, int count)
        {
            if (bytes == null)
                throw new ArgumentNullException("bytes");
            if (index < 0 || count < 0)
                throw new ArgumentOutOfRangeException(index < 0 ? "index" : "count", "Non-negative number required.");
            if (bytes.Length - index < count)
                throw new ArgumentOutOfRangeException("bytes", "Index and count must refer to a location within the buffer.");
        }
    }

    public class UTF8Encoding : Encoding
    {
        public UTF8Encoding()
        {
        }

        public override string WebName { get { return "utf-8"; } }

        // The code point at s[i] and how many chars it takes; a lone
        // surrogate is U+FFFD.
        private static int CodePointAt(string s, int i, out int width)
        {
            char c = s[i];
            width = 1;
            if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.Length && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF) {
                width = 2;
                return 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00);
            }
            if (c >= 0xD800 && c <= 0xDFFF)
                return 0xFFFD;
            return c;
        }

        private static int Utf8Length(int cp)
        {
            return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        }

        public override int GetByteCount(string s)
        {
            if (s == null)
                throw new ArgumentNullException("s");
            int n = 0;
            for (int i = 0; i < s.Length; ) {
                int w;
                n += Utf8Length(CodePointAt(s, i, out w));
                i += w;
            }
            return n;
        }

        public override byte[] GetBytes(string s)
        {
            byte[] r = new byte[GetByteCount(s)];
            int o = 0;
            for (int i = 0; i < s.Length; ) {
                int w;
                int cp = CodePointAt(s, i, out w);
                i += w;
                int len = Utf8Length(cp);
                if (len == 1) {
                    r[o++] = (byte)cp;
                    continue;
                }
                r[o] = (byte)((len == 2 ? 0xC0 : len == 3 ? 0xE0 : 0xF0) | (cp >> (6 * (len - 1))));
                for (int k = 1; k < len; k++)
                    r[o + k] = (byte)(0x80 | ((cp >> (6 * (len - 1 - k))) & 0x3F));
                o += len;
            }
            return r;
        }

        public override string GetString(byte[] bytes, int index, int count)
        {
            CheckRange(bytes, index, count);
            StringBuilder sb = new StringBuilder(count);
            int end = index + count;
            int i = index;
            while (i < end) {
                int b = bytes[i];
                if (b < 0x80) {
                    sb.Append((char)b);
                    i++;
                    continue;
                }
                int extra = b >= 0xC2 && b <= 0xDF ? 1 : b >= 0xE0 && b <= 0xEF ? 2 : b >= 0xF0 && b <= 0xF4 ? 3 : -1;
                if (extra < 0) {
                    sb.Append('\uFFFD');
                    i++;
                    continue;
                }
                int cp = b & (0x3F >> extra);
                int k = 1;
                for (; k <= extra && i + k < end; k++) {
                    int c = bytes[i + k];
                    // the second byte's range rules out overlongs, surrogates and > U+10FFFF
                    int lo = 0x80, hi = 0xBF;
                    if (k == 1 && b == 0xE0) lo = 0xA0;
                    if (k == 1 && b == 0xED) hi = 0x9F;
                    if (k == 1 && b == 0xF0) lo = 0x90;
                    if (k == 1 && b == 0xF4) hi = 0x8F;
                    if (c < lo || c > hi)
                        break;
                    cp = (cp << 6) | (c & 0x3F);
                }
                if (k <= extra) {   // a maximal invalid subpart: one U+FFFD
                    sb.Append('\uFFFD');
                    i += k;
                    continue;
                }
                i += extra + 1;
                if (cp >= 0x10000) {
                    sb.Append((char)(0xD800 + ((cp - 0x10000) >> 10)));
                    sb.Append((char)(0xDC00 + ((cp - 0x10000) & 0x3FF)));
                } else {
                    sb.Append((char)cp);
                }
            }
            return sb.ToString();
        }
    }

    public class ASCIIEncoding : Encoding
    {
        public ASCIIEncoding()
        {
        }

        public override string WebName { get { return "us-ascii"; } }

        // One byte per UTF-16 unit: a surrogate pair is two '?', as .NET's
        // replacement fallback gives it.
        public override int GetByteCount(string s)
        {
            if (s == null)
                throw new ArgumentNullException("s");
            return s.Length;
        }

        public override byte[] GetBytes(string s)
        {
            byte[] r = new byte[GetByteCount(s)];
            for (int i = 0; i < s.Length; i++)
                r[i] = s[i] < 0x80 ? (byte)s[i] : (byte)'?';
            return r;
        }

        public override string GetString(byte[] bytes, int index, int count)
        {
            CheckRange(bytes, index, count);
            char[] cs = new char[count];
            for (int i = 0; i < count; i++) {
                byte b = bytes[index + i];
                cs[i] = b < 0x80 ? (char)b : '?';
            }
            return new string(cs);
        }
    }
}
