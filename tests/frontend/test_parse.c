/* test_parse.c - Check suite for the frontend's lexer, parser and
 * diagnostics: literal values and types, escapes, interpolation parts,
 * operator precedence (as tree dumps), error messages and positions,
 * recovery, and hostile input (deep nesting, huge lines, binary garbage).
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/fe_internal.h"

/* One parse with diagnostics captured in memory. */
typedef struct run {
    fe_ast_arena a;
    fe_diags d;
    FILE *out;
    char *text;         /* diagnostics */
    size_t len;
    fe_unit *unit;
    fe_expr *expr;
} run;

static void run_begin(run *r)
{
    memset(r, 0, sizeof *r);
    fe_ast_arena_init(&r->a);
    r->out = open_memstream(&r->text, &r->len);
    ck_assert_ptr_nonnull(r->out);
    fe_diags_init(&r->d, r->out, 50);
    fe_diags_add_file(&r->d, "t.cs");
}

static void run_end(run *r)
{
    fflush(r->out);
}

static void run_free(run *r)
{
    fclose(r->out);
    free(r->text);
    fe_diags_free(&r->d);
    fe_ast_arena_free(&r->a);
}

static void parse_unit(run *r, const char *src, size_t len)
{
    run_begin(r);
    r->unit = fe_parse_file(&r->a, &r->d, 0, "t.cs", src, len);
    run_end(r);
}

static void parse_expr(run *r, const char *src)
{
    run_begin(r);
    r->expr = fe_parse_expr_text(&r->a, &r->d, 0, src, strlen(src));
    run_end(r);
}

/* Dump of a valid expression. */
static void expect_tree(const char *src, const char *tree)
{
    run r;
    parse_expr(&r, src);
    ck_assert_msg(r.expr != NULL, "'%s' failed: %s", src, r.text);
    ck_assert_str_eq(fe_ast_expr_str(&r.a, r.expr), tree);
    run_free(&r);
}

/* A unit whose diagnostics contain msg. */
static void expect_unit_error(const char *src, const char *msg)
{
    run r;
    parse_unit(&r, src, strlen(src));
    ck_assert_msg(fe_error_count(&r.d) > 0, "no error for: %s", src);
    ck_assert_msg(strstr(r.text, msg) != NULL, "for `%s` expected '%s', got: %s", src, msg, r.text);
    run_free(&r);
}

static void expect_expr_error(const char *src, const char *msg)
{
    run r;
    parse_expr(&r, src);
    ck_assert_msg(r.expr == NULL, "no error for: %s", src);
    ck_assert_msg(strstr(r.text, msg) != NULL, "for `%s` expected '%s', got: %s", src, msg, r.text);
    run_free(&r);
}

static void expect_int(const char *src, uint64_t v, fe_littype lit)
{
    run r;
    parse_expr(&r, src);
    ck_assert_msg(r.expr != NULL, "'%s': %s", src, r.text);
    ck_assert_int_eq(r.expr->kind, FE_E_INT);
    ck_assert_msg(r.expr->ival == v, "'%s' value %llu", src, (unsigned long long)r.expr->ival);
    ck_assert_msg(r.expr->lit == lit, "'%s' type %d, want %d", src, r.expr->lit, lit);
    run_free(&r);
}

/* ------------------------------------------------------------ tokens */

START_TEST(keyword_tokens)
{
    run r;
    const char *src = "struct foreach typeof @class x_1 dynamic >>= ?? => ::";
    fe_lexer L;
    fe_token t;
    run_begin(&r);
    fe_lex_init(&L, &r.a, &r.d, 0, src, strlen(src));
    fe_lex_next(&L, &t);
    ck_assert(t.kind == FE_TK_KEYWORD && t.kw == FE_KW_struct);
    fe_lex_next(&L, &t);
    ck_assert(t.kind == FE_TK_KEYWORD && t.kw == FE_KW_foreach);
    ck_assert_int_eq(t.pos.col, 8);
    fe_lex_next(&L, &t);
    ck_assert(t.kind == FE_TK_KEYWORD && t.kw == FE_KW_typeof);
    fe_lex_next(&L, &t);
    ck_assert(t.kind == FE_TK_IDENT);
    ck_assert_str_eq(t.text, "class");
    fe_lex_next(&L, &t);
    ck_assert(t.kind == FE_TK_IDENT);
    ck_assert_str_eq(t.text, "x_1");
    fe_lex_next(&L, &t);
    ck_assert(t.kind == FE_TK_IDENT);  /* contextual */
    const fe_punct ps[] = {FE_P_SHREQ, FE_P_QQ, FE_P_LAMBDA, FE_P_COLONCOLON};
    for (int i = 0; i < 4; i++) {
        fe_lex_next(&L, &t);
        ck_assert(t.kind == FE_TK_PUNCT && t.punct == ps[i]);
    }
    fe_lex_next(&L, &t);
    ck_assert_int_eq(t.kind, FE_TK_EOF);
    fe_lex_next(&L, &t);
    ck_assert_int_eq(t.kind, FE_TK_EOF);
    run_end(&r);
    ck_assert_int_eq(fe_error_count(&r.d), 0);
    run_free(&r);
}
END_TEST

START_TEST(lines_and_columns)
{
    run r;
    const char *src = "a\n  /* x\n y */ b\r\n\tc @\"p\nq\" d";
    fe_lexer L;
    fe_token t;
    const int want[][2] = {{1, 1}, {3, 7}, {4, 2}, {4, 4}, {5, 4}};
    run_begin(&r);
    fe_lex_init(&L, &r.a, &r.d, 0, src, strlen(src));
    for (int i = 0; i < 5; i++) {
        fe_lex_next(&L, &t);
        ck_assert_msg(t.pos.line == want[i][0] && t.pos.col == want[i][1], "token %d at %d:%d", i,
                      (int)t.pos.line, (int)t.pos.col);
    }
    run_end(&r);
    run_free(&r);
}
END_TEST

/* ------------------------------------------------------------ literals */

START_TEST(int_literal_types)
{
    expect_int("0", 0, FE_LIT_INT);
    expect_int("2147483647", 2147483647u, FE_LIT_INT);
    expect_int("2147483648", 2147483648u, FE_LIT_UINT);
    expect_int("4294967295", 4294967295u, FE_LIT_UINT);
    expect_int("4294967296", UINT64_C(4294967296), FE_LIT_LONG);
    expect_int("9223372036854775807", UINT64_C(9223372036854775807), FE_LIT_LONG);
    expect_int("9223372036854775808", UINT64_C(9223372036854775808), FE_LIT_ULONG);
    expect_int("18446744073709551615", UINT64_MAX, FE_LIT_ULONG);
    expect_int("1u", 1, FE_LIT_UINT);
    expect_int("1U", 1, FE_LIT_UINT);
    expect_int("4294967296u", UINT64_C(4294967296), FE_LIT_ULONG);
    expect_int("1L", 1, FE_LIT_LONG);
    expect_int("1l", 1, FE_LIT_LONG);
    expect_int("1UL", 1, FE_LIT_ULONG);
    expect_int("1lu", 1, FE_LIT_ULONG);
    expect_int("1Lu", 1, FE_LIT_ULONG);
    expect_int("0xFF", 255, FE_LIT_INT);
    expect_int("0xFFFFFFFF", 0xFFFFFFFFu, FE_LIT_UINT);
    expect_int("0x7FFFFFFFFFFFFFFF", UINT64_C(0x7FFFFFFFFFFFFFFF), FE_LIT_LONG);
    expect_int("0xFFFFFFFFFFFFFFFF", UINT64_MAX, FE_LIT_ULONG);
    expect_int("1_000_000", 1000000, FE_LIT_INT);
    expect_int("0x_FF_FF", 0xFFFF, FE_LIT_INT);
    expect_int("0b1010", 10, FE_LIT_INT);
}
END_TEST

START_TEST(negative_min_literals)
{
    run r;
    parse_expr(&r, "-2147483648");
    ck_assert_ptr_nonnull(r.expr);
    ck_assert_int_eq(r.expr->kind, FE_E_INT);
    ck_assert_int_eq(r.expr->lit, FE_LIT_INT);
    ck_assert(r.expr->neg_literal);
    ck_assert_int_eq((int64_t)r.expr->ival, INT32_MIN);
    run_free(&r);
    parse_expr(&r, "-9223372036854775808");
    ck_assert_ptr_nonnull(r.expr);
    ck_assert_int_eq(r.expr->lit, FE_LIT_LONG);
    ck_assert((int64_t)r.expr->ival == INT64_MIN);
    run_free(&r);
    /* other values are an ordinary negation */
    expect_tree("-2147483647", "(- 2147483647)");
    expect_tree("-2147483648u", "(- 2147483648u)");
    expect_tree("-2147483648.ToString()", "(- (call (. 2147483648u ToString)))");
}
END_TEST

START_TEST(int_literal_errors)
{
    expect_expr_error("18446744073709551616", "integral constant 18446744073709551616 is too large");
    expect_expr_error("0x1FFFFFFFFFFFFFFFF", "integral constant 0x1FFFFFFFFFFFFFFFF is too large");
    expect_expr_error("1_", "digit separator");
    expect_expr_error("0x", "hexadecimal literal has no digits");
    expect_expr_error("12abc", "invalid character 'a' in number literal");
}
END_TEST

START_TEST(real_literals)
{
    run r;
    const char *srcs[] = {"1.5", "1e3", "2.0d", "2D", ".25", "1.5e-2", "1_0.5"};
    const double vals[] = {1.5, 1000.0, 2.0, 2.0, 0.25, 0.015, 10.5};
    for (int i = 0; i < 7; i++) {
        parse_expr(&r, srcs[i]);
        ck_assert_msg(r.expr != NULL, "%s: %s", srcs[i], r.text);
        ck_assert_int_eq(r.expr->kind, FE_E_REAL);
        ck_assert_msg(r.expr->rval == vals[i], "%s = %g", srcs[i], r.expr->rval);
        run_free(&r);
    }
    expect_expr_error("1e39f", "outside the range of type float");
    expect_expr_error("79228162514264337593543950336m", "outside the range of type 'decimal'");
    expect_expr_error("1e29m", "outside the range of type 'decimal'");
    expect_expr_error("1e", "exponent of a real literal has no digits");
    expect_expr_error("1e999", "outside the range of type double");
    /* 1.ToString() is a member access on an int */
    expect_tree("1.ToString()", "(call (. 1 ToString))");
}
END_TEST

static void expect_char(const char *src, unsigned v)
{
    run r;
    parse_expr(&r, src);
    ck_assert_msg(r.expr != NULL, "%s: %s", src, r.text);
    ck_assert_int_eq(r.expr->kind, FE_E_CHAR);
    ck_assert_msg(r.expr->ival == v, "%s = %u", src, (unsigned)r.expr->ival);
    run_free(&r);
}

static void expect_string(const char *src, const char *bytes, size_t n)
{
    run r;
    parse_expr(&r, src);
    ck_assert_msg(r.expr != NULL, "%s: %s", src, r.text);
    ck_assert_int_eq(r.expr->kind, FE_E_STRING);
    ck_assert_msg(r.expr->slen == n, "%s: length %zu, want %zu", src, r.expr->slen, n);
    ck_assert(memcmp(r.expr->str, bytes, n) == 0);
    run_free(&r);
}

START_TEST(char_and_string_escapes)
{
    expect_char("'a'", 'a');
    expect_char("'\\n'", 10);
    expect_char("'\\''", '\'');
    expect_char("'\\\\'", '\\');
    expect_char("'\\0'", 0);
    expect_char("'\\u0041'", 0x41);
    expect_char("'\\x41'", 0x41);
    expect_char("'\\x7'", 7);
    expect_char("'\\uFFFF'", 0xFFFF);
    expect_char("'\xc3\xa9'", 0xE9);  /* UTF-8 e-acute */
    expect_string("\"a\\tb\\\"c\\\\\"", "a\tb\"c\\", 6);
    expect_string("\"\\0x\"", "\0x", 2);
    expect_string("\"\\u00e9\"", "\xc3\xa9", 2);
    expect_string("\"\\U0001F600\"", "\xf0\x9f\x98\x80", 4);
    expect_string("\"\\uD83D\\uDE00\"", "\xf0\x9f\x98\x80", 4);
    expect_string("\"\\uD83Dx\"", "\xed\xa0\xbdx", 4);
    expect_string("\"\\a\\b\\f\\v\\r\"", "\a\b\f\v\r", 5);
    expect_string("@\"a\"\"b\\n\"", "a\"b\\n", 5);
    expect_string("@\"x\ny\"", "x\ny", 3);
    expect_string("\"\"", "", 0);
    expect_expr_error("'ab'", "too many characters in character literal");
    expect_expr_error("''", "empty character literal");
    expect_expr_error("'\\q'", "unrecognized escape sequence '\\q'");
    expect_expr_error("\"\\u12\"", "invalid escape sequence '\\u'");
    expect_expr_error("\"abc", "unterminated string literal");
    expect_expr_error("\"ab\ncd\"", "newline in constant");
    expect_expr_error("\"\xff\"", "invalid UTF-8 in literal");
    expect_expr_error("'\\U0001F600'", "outside the UTF-16 range");
}
END_TEST

START_TEST(interpolation_parts)
{
    run r;
    parse_expr(&r, "$\"a {x} b{y + 1}\"");
    ck_assert_msg(r.expr != NULL, "%s", r.text);
    ck_assert_int_eq(r.expr->kind, FE_E_INTERP);
    ck_assert_str_eq(fe_ast_expr_str(&r.a, r.expr), "($ \"a \" x \" b\" (+ y 1))");
    /* the hole keeps its true column */
    ck_assert_int_eq(r.expr->list[1]->pos.col, 6);
    ck_assert_int_eq(r.expr->list[3]->pos.col, 13);
    run_free(&r);
    expect_tree("$\"{{x}}\"", "($ \"{x}\")");
    expect_tree("$\"\"", "($)");
    expect_tree("$\"{$\"<{y}>\"}!\"", "($ ($ \"<\" y \">\") \"!\")");
    expect_tree("$\"{(a ? b : c)}\"", "($ (? a b c))");
    expect_tree("$\"{f(a, \"}\")}\"", "($ (call f a \"}\"))");
    expect_tree("$@\"\\{x}\"\"\"", "($ \"\\\\\" x \"\\\"\")");
    expect_tree("@$\"{x}\"", "($ x)");
    expect_tree("$\"{x:F2}\"", "($ (hole x :F2))");
    expect_tree("$\"{x,-5}\"", "($ (hole x (- 5)))");
    expect_tree("$\"a{f(1, 2),w:0.0#}\"", "($ \"a\" (hole (call f 1 2) w :0.0#))");
    expect_expr_error("$\"{}\"", "empty expression in interpolated string");
    expect_expr_error("$\"a}b\"", "must be written '}}'");
    expect_expr_error("$\"{x\"", "unterminated expression in interpolated string");
    expect_expr_error("$\"{1 +}\"", "expected expression");
}
END_TEST

/* ------------------------------------------------------------ precedence */

START_TEST(precedence)
{
    expect_tree("1 + 2 * 3", "(+ 1 (* 2 3))");
    expect_tree("1 - 2 - 3", "(- (- 1 2) 3)");
    expect_tree("a = b = c", "(= a (= b c))");
    expect_tree("a += b -= 1", "(+= a (-= b 1))");
    expect_tree("a ?? b ?? c", "(?? a (?? b c))");
    expect_tree("a || b && c", "(|| a (&& b c))");
    expect_tree("a | b ^ c & d", "(| a (^ b (& c d)))");
    expect_tree("a & b == c", "(& a (== b c))");
    expect_tree("a == b < c", "(== a (< b c))");
    expect_tree("a < b << 1", "(< a (<< b 1))");
    expect_tree("a << 2 + 1", "(<< a (+ 2 1))");
    expect_tree("a ?? b || c", "(?? a (|| b c))");
    expect_tree("a ? b : c ? d : e", "(? a b (? c d e))");
    expect_tree("a = b ? c : d", "(= a (? b c d))");
    expect_tree("-x.y", "(- (. x y))");
    expect_tree("!a.b(c)", "(! (call (. a b) c))");
    expect_tree("~-+x", "(~ (- (+ x)))");
    expect_tree("x++ + ++y", "(+ (post++ x) (++pre y))");
    expect_tree("--a[i]", "(--pre (index a i))");
    expect_tree("(int)x + 1", "(+ (cast int x) 1)");
    expect_tree("(a) + 1", "(+ a 1)");
    expect_tree("(a)b", "(cast a b)");
    expect_tree("(a.B)(c)", "(cast a.B c)");
    expect_tree("(long)-1", "(cast long (- 1))");
    expect_tree("(int[])o", "(cast int[] o)");
    expect_tree("x is Foo && y", "(&& (is x Foo) y)");
    expect_tree("o as string ?? \"\"", "(?? (as o string) \"\")");
    expect_tree("a < b == c > d", "(== (< a b) (> c d))");
    expect_tree("f(a, ref b, out c)", "(call f a ref b out c)");
    expect_tree("new int[5]", "(newarray int 5)");
    expect_tree("new int[n][]", "(newarray int[] n)");
    expect_tree("(new int[3])[2]", "(index (newarray int 3) 2)");
    expect_tree("new int[3].Length", "(. (newarray int 3) Length)");
    expect_tree("new int[] { 1, 2, }", "(newarray int <null> { 1 2 })");
    expect_tree("new int[2] { 1, 2 }", "(newarray int 2 { 1 2 })");
    expect_tree("new string[][] { null }", "(newarray string[] <null> { null })");
    expect_tree("new[] { 1, 2 }", "(new[] 1 2)");
    expect_tree("new Foo(1).Bar", "(. (new Foo 1) Bar)");
    expect_tree("new System.Text.X()", "(new System.Text.X)");
    expect_tree("int.MaxValue", "(. int MaxValue)");
    expect_tree("base.M()", "(call (. base M))");
    expect_tree("this.x = value", "(= (. this x) value)");
    expect_tree("a[i][j]", "(index (index a i) j)");
    expect_tree("true & false | null == null", "(| (& true false) (== null null))");
    expect_tree("x >> 2 >= y", "(>= (>> x 2) y)");
    expect_tree("a % b / c", "(/ (% a b) c)");
    expect_tree("s <<= 3", "(<<= s 3)");
    expect_tree("default(Level) == default(int[])", "(== (default Level) (default int[]))");
    expect_tree("x => x + 1", "(lambda x (+ x 1))");
    expect_tree("(a, b) => a", "(lambda a b a)");
    expect_tree("() => f()", "(lambda (call f))");
    expect_tree("(int a) => { return a; }", "(lambda a {...})");
    expect_tree("a?.b.c(d)", "(?. a (call (. (. <recv> b) c) d))");
    expect_tree("a?.b?.c", "(?. a (?. (. <recv> b) (. <recv> c)))");
}
END_TEST

START_TEST(unsupported_expressions)
{
    expect_tree("sizeof(int)", "(sizeof int)");
    expect_tree("typeof(int[])", "(typeof int[])");
    expect_tree("a[^1]", "(index a (^ 1))");
    expect_tree("a[1..^n]", "(index a (.. 1 (^ n)))");
    expect_tree("s[..]", "(index s (.. _ _))");
    expect_tree("x ?? throw e", "(?? x (throw e))");
    expect_expr_error("x + throw e", "a throw expression is not allowed in this context");
    expect_tree("(a, b)", "(tuple a b)");
    expect_tree("(x: 1, y)", "(tuple x: 1 y)");
    expect_tree("(a, (b, c)) == t", "(== (tuple a (tuple b c)) t)");
    expect_tree("(int a, var b) = t", "(= (tuple (outvar int a) (outvar var b)) t)");
    expect_tree("var (a, (b, _)) = t", "(= (tuple (outvar var a) (tuple (outvar var b) (outvar var _))) t)");
    expect_tree("((int, string))x", "(cast (int, string) x)");
    expect_tree("new List<(int x, string)>()", "(new List)");
    expect_expr_error("(x: 1)", "a tuple must contain at least two elements");
    expect_tree("a?[i]?.b", "(?. a (?. (index <recv> i) (. <recv> b)))");
    expect_tree("x ?\?= y ?? z", "(?\?= x (?? y z))");
    {
        /* multi-dimensional arrays: sizes in args, the rank, several indices */
        run r;
        parse_expr(&r, "new int[2, n][]");
        ck_assert_msg(r.expr != NULL, "%s", r.text);
        ck_assert_int_eq(r.expr->kind, FE_E_NEWARRAY);
        ck_assert_int_eq(r.expr->rank, 2);
        ck_assert_int_eq(r.expr->nargs, 2);
        ck_assert_int_eq(r.expr->tsyn->kind, FE_TS_ARRAY);   /* elements int[] */
        run_free(&r);
        parse_expr(&r, "a[1, 2, 3]");
        ck_assert_msg(r.expr != NULL, "%s", r.text);
        ck_assert_int_eq(r.expr->kind, FE_E_INDEX);
        ck_assert_int_eq(r.expr->nargs, 3);
        run_free(&r);
        parse_expr(&r, "new[,] { { 1 }, { 2 } }");
        ck_assert_msg(r.expr != NULL, "%s", r.text);
        ck_assert_int_eq(r.expr->rank, 2);
        ck_assert_int_eq(r.expr->list[1]->kind, FE_E_ARRAYINIT);
        run_free(&r);
    }
    expect_tree("x = default", "(= x (default))");   /* the default literal: typed by its target */
    expect_tree("checked(a + b)", "(checked (+ a b))");
    expect_tree("unchecked(-x)", "(unchecked (- x))");
    {
        run r;
        parse_expr(&r, "new Foo { 1, { 2, 3 } }");
        ck_assert_msg(r.expr != NULL, "%s", r.text);
        ck_assert_int_eq(r.expr->nlist, 2);
        ck_assert_int_eq(r.expr->list[0]->kind, FE_E_CALL);
        ck_assert_int_eq(r.expr->list[1]->nargs, 2);
        run_free(&r);
        parse_expr(&r, "new Foo { [1, 2] = 3, X = 4 }");
        ck_assert_msg(r.expr != NULL, "%s", r.text);
        ck_assert_int_eq(r.expr->list[0]->left->kind, FE_E_INDEX);
        ck_assert_int_eq(r.expr->list[0]->left->nargs, 2);
        ck_assert_int_eq(r.expr->list[1]->left->kind, FE_E_NAME);
        run_free(&r);
    }
    /* query expressions: method calls as C# 12.20.3 translates them (lower_query.c) */
    expect_tree("from x in y select x", "(call (. y Select) (lambda x x))");
    expect_tree("from x in y where x > 1 select x", "(call (. y Where) (lambda x (> x 1)))");
    expect_tree("from int x in y orderby x descending, -x select x * 2",
                "(call (. (call (. (call (. (call (. y Cast)) OrderByDescending) (lambda x x)) ThenBy) (lambda x (- x))) Select) (lambda x (* x 2)))");
    expect_tree("from x in y group x by x % 2", "(call (. y GroupBy) (lambda x (% x 2)))");
    expect_tree("from x in a from z in b select x + z",
                "(call (. (call (. a SelectMany) (lambda x b) (lambda x z (anon (= x x) (= z z)))) Select) "
                "(lambda <>h__TransparentIdentifier0 (+ (. <>h__TransparentIdentifier0 x) (. <>h__TransparentIdentifier0 z))))");
    expect_tree("from x in y select x into z where z select z",
                "(call (. (call (. y Select) (lambda x x)) Where) (lambda z z))");
    expect_expr_error("from x in y where x", "a query body must end with a select clause or a group clause");
    expect_expr_error("from x in y group x", "expected 'by'");
    expect_expr_error("from x in y join z in w on x select x", "expected 'equals'");
    expect_tree("await t", "(await t)");
    expect_tree("await F(x) + 1", "(+ (await (call F x)) 1)");
    expect_tree("delegate { }", "(lambda {...})");
    expect_expr_error("f(params x)", "`params` is not supported");
    expect_tree("x is int y", "(is x (type int y))");
    expect_tree("x is not null and > 0", "(is x (and (not (const null)) (> 0)))");
    expect_tree("p is Pt { X: 0, Y: var y } q", "(is p (props Pt { X: (const 0) Y: (var y) } q))");
    expect_tree("o is int or string && b", "(&& (is o (or (type int) (type string))) b)");
    expect_tree("n switch { 1 => a, _ => b }", "(switch n 2 arms)");
    expect_tree("o is [1, _, .. var r, > 2] a", "(is o (list (const 1) _ (.. (var r)) (> 2) a))");
    expect_expr_error("o is [.., 1, ..]", "slice patterns may only be used once");
    expect_expr_error("new int[3][2]", "cannot be indexed directly");
    expect_tree("new int[] { 1 }[0]", "(index (newarray int <null> { 1 }) 0)");   /* indexed as Roslyn parses it */
    expect_tree("new[] { 1, 2 }[i].M()", "(call (. (index (new[] 1 2) i) M))");
}
END_TEST

/* ------------------------------------------------------------ declarations */

static const char *good_program =
    "using System;\n"
    "using System.Threading;\n"
    "namespace A.B {\n"
    "  namespace C {\n"
    "    [Foo.DllImportAttribute(\"libc\", EntryPoint = \"getpid\")]\n"
    "    enum E { X, Y = 5, Z, }\n"
    "    public abstract class Base : Exception {\n"
    "      protected const int K = 1, L = K + 1;\n"
    "      static readonly int[] table = { 1, 2, 3 };\n"
    "      volatile int v;\n"
    "      public int P { get; private set; } = 3;\n"
    "      public static int Q => K * 2;\n"
    "      int R { get { return v; } set { v = value; } }\n"
    "      public Base() : base(\"x\") { }\n"
    "      public Base(int a) : this() => v = a;\n"
    "      public abstract void M(ref int a, out long b);\n"
    "      public virtual int N() => 1;\n"
    "      [MethodImpl(MethodImplOptions.InternalCall)] static extern int Get();\n"
    "    }\n"
    "  }\n"
    "}\n"
    "sealed class D : A.B.C.Base {\n"
    "  public override void M(ref int a, out long b) { b = a; }\n"
    "  static int Main(string[] args) {\n"
    "    int x = 1, y;\n"
    "    var s = $\"{x}\";\n"
    "    const long c = 5;\n"
    "    int[] arr = { 1, 2 };\n"
    "    int[][] jag = new int[3][];\n"
    "    for (int i = 0, j = 1; i < 10; i++, j--) { if (i == 3) continue; else break; }\n"
    "    for (;;) break;\n"
    "    for (x = 0; x < 1; x++) ;\n"
    "    while (x > 0) x--;\n"
    "    do { x++; } while (x < 3);\n"
    "    switch (x) { case 1: case 2: y = 0; break; default: { y = 1; break; } }\n"
    "    lock (s) { y = 2; }\n"
    "    try { throw new Exception(); } catch (InvalidOperationException e) { throw; }\n"
    "    catch (Exception) { } catch { } finally { y = 3; }\n"
    "    System.Console.WriteLine(x is D ? \"d\" : (string)null);\n"
    "    return y;\n"
    "  }\n"
    "}\n";

START_TEST(full_program)
{
    run r;
    parse_unit(&r, good_program, strlen(good_program));
    ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
    fe_unit *u = r.unit;
    ck_assert_int_eq(u->nusings, 2);
    ck_assert_str_eq(u->usings[1].ns, "System.Threading");
    ck_assert_int_eq(u->ntypes, 3);
    fe_typedecl *e = u->types[0];
    ck_assert_int_eq(e->kind, FE_TD_ENUM);
    ck_assert_str_eq(e->ns, "A.B.C");
    ck_assert_int_eq(e->nenums, 3);
    ck_assert_ptr_nonnull(e->enums[1].value);
    ck_assert_int_eq(e->nattrs, 1);
    ck_assert_str_eq(e->attrs[0].name, "DllImport");
    ck_assert_int_eq(e->attrs[0].nnamed, 1);
    ck_assert_str_eq(e->attrs[0].named[0], "EntryPoint");
    fe_typedecl *b = u->types[1];
    ck_assert_str_eq(b->name, "Base");
    ck_assert(b->mods & FE_MOD_ABSTRACT);
    ck_assert_int_eq(b->nmembers, 11);
    ck_assert_int_eq(b->members[0]->kind, FE_M_CONST);
    ck_assert_int_eq(b->members[0]->ndecls, 2);
    ck_assert_int_eq(b->members[1]->decls[0].init->kind, FE_E_ARRAYINIT);
    ck_assert(b->members[2]->mods & FE_MOD_VOLATILE);
    fe_member *pm = b->members[3];
    ck_assert_int_eq(pm->kind, FE_M_PROP);
    ck_assert(pm->get.present && !pm->get.body && pm->set.present);
    ck_assert(pm->set.mods & FE_MOD_PRIVATE);
    ck_assert_ptr_nonnull(pm->prop_init);
    ck_assert_ptr_nonnull(b->members[4]->expr_body);
    ck_assert_ptr_nonnull(b->members[5]->get.body);
    ck_assert_int_eq(b->members[6]->kind, FE_M_CTOR);
    ck_assert_int_eq(b->members[6]->ctor_init, FE_CI_BASE);
    ck_assert_int_eq(b->members[7]->ctor_init, FE_CI_THIS);
    ck_assert_ptr_nonnull(b->members[7]->body);
    fe_member *mm = b->members[8];
    ck_assert_int_eq(mm->kind, FE_M_METHOD);
    ck_assert_ptr_null(mm->body);
    ck_assert_int_eq(mm->nparams, 2);
    ck_assert_int_eq(mm->params[0].mode, FE_AM_REF);
    ck_assert_int_eq(mm->params[1].mode, FE_AM_OUT);
    ck_assert_str_eq(b->members[10]->attrs[0].name, "MethodImpl");
    ck_assert(b->members[10]->mods & FE_MOD_EXTERN);
    fe_typedecl *d = u->types[2];
    ck_assert_str_eq(d->ns, "");
    ck_assert_int_eq(d->base->nparts, 4);
    fe_stmt *body = d->members[1]->body;
    ck_assert_int_eq(body->kind, FE_S_BLOCK);
    ck_assert_int_eq(body->nstmts, 15);
    ck_assert_int_eq(body->stmts[0]->ndecls, 2);
    ck_assert_int_eq(body->stmts[1]->tsyn->kind, FE_TS_VAR);
    ck_assert(body->stmts[2]->is_const);
    ck_assert_int_eq(body->stmts[3]->decls[0].init->kind, FE_E_ARRAYINIT);
    ck_assert_int_eq(body->stmts[5]->kind, FE_S_FOR);
    ck_assert_int_eq(body->stmts[5]->for_init->ndecls, 2);
    ck_assert_int_eq(body->stmts[5]->niter, 2);
    ck_assert_int_eq(body->stmts[7]->ninit, 1);
    fe_stmt *sw = body->stmts[10];
    ck_assert_int_eq(sw->kind, FE_S_SWITCH);
    ck_assert_int_eq(sw->nsections, 2);
    ck_assert_int_eq(sw->sections[0].nlabels, 2);
    ck_assert_ptr_null(sw->sections[1].labels[0].e);
    fe_stmt *ts = body->stmts[12];
    ck_assert_int_eq(ts->kind, FE_S_TRY);
    ck_assert_int_eq(ts->ncatches, 3);
    ck_assert_str_eq(ts->catches[0].name, "e");
    ck_assert_ptr_null(ts->catches[1].name);
    ck_assert_ptr_null(ts->catches[2].tsyn);
    ck_assert_ptr_nonnull(ts->finally_body);
    ck_assert_ptr_null(ts->catches[0].body->stmts[0]->expr);  /* rethrow */
    run_free(&r);
}
END_TEST

/* Generic declarations, type arguments in types and calls (docs/generics.md). */
START_TEST(generic_syntax)
{
    run r;
    const char *src = "class C<K, V> : B where K : class, new() where V : B {"
                      " Pair<Pair<int, string>, V> f; Box<Box<int>> g;"
                      " T M<T>(T a) where T : struct { return F<List<T>>(a) + H<int>.X; } }";
    parse_unit(&r, src, strlen(src));
    ck_assert_msg(fe_error_count(&r.d) == 0, "errors: %s", r.text);
    fe_typedecl *td = r.unit->types[0];
    ck_assert_int_eq(td->ntparams, 2);
    ck_assert_str_eq(td->tparams[1].name, "V");
    ck_assert_int_eq(td->tparams[0].cflags, FE_TPC_CLASS | FE_TPC_NEW);
    ck_assert_ptr_nonnull(td->tparams[1].base);
    fe_member *f = td->members[0];
    ck_assert_int_eq(f->tsyn->ntargs, 2);
    ck_assert_int_eq(f->tsyn->targs[0]->ntargs, 2);
    ck_assert_int_eq(td->members[1]->tsyn->targs[0]->ntargs, 1);   /* >> split in two */
    fe_member *m = td->members[2];
    ck_assert_int_eq(m->ntparams, 1);
    ck_assert_int_eq(m->tparams[0].cflags, FE_TPC_STRUCT);
    run_free(&r);
    expect_tree("f<int>(x)", "(call f x)");
    expect_tree("a < b", "(< a b)");
}
END_TEST

START_TEST(unsupported_declarations)
{
    expect_unit_error("class C<T> where T : unmanaged { }", "generic constraint 'unmanaged' is not supported");
    expect_unit_error("class C<T> where U : class { }", "'U' is not a type parameter of this declaration");
    expect_unit_error("class C { public static bool operator true(C a) => true; }",
                      "the operators `true` and `false` are not supported");
    {
        /* `in`/`out` are recorded for sema_generic.c, which allows them on
         * the corelib's interfaces and delegates only */
        run r;
        const char *src = "interface I<out T, U, in V> { }";
        parse_unit(&r, src, strlen(src));
        ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
        fe_typedecl *td = r.unit->types[0];
        ck_assert_int_eq(td->ntparams, 3);
        ck_assert_int_eq(td->tparams[0].variance, FE_VAR_OUT);
        ck_assert_int_eq(td->tparams[1].variance, FE_VAR_NONE);
        ck_assert_int_eq(td->tparams[2].variance, FE_VAR_IN);
        ck_assert_str_eq(td->tparams[2].name, "V");
        ck_assert_int_eq(td->tparams[2].variance_pos.col, 23);
        run_free(&r);
    }
    expect_unit_error("class C { (int) t; }", "t.cs:1:11: error: a tuple must contain at least two elements");
    expect_unit_error("class C { void M() { var (a) = t; } }", "a deconstruction must name at least two variables");
    expect_unit_error("class C { dynamic d; }", "`dynamic` is not supported");
    expect_unit_error("unsafe class C { }", "`unsafe` is not supported");
    {
        /* int[][,] is an array of int[,]: the first specifier is the outermost */
        run r;
        const char *src = "class C { int[][,] a; }";
        parse_unit(&r, src, strlen(src));
        ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
        fe_typesyn *t = r.unit->types[0]->members[0]->tsyn;
        ck_assert_int_eq(t->rank, 1);
        ck_assert_int_eq(t->elem->kind, FE_TS_ARRAY);
        ck_assert_int_eq(t->elem->rank, 2);
        ck_assert_int_eq(t->elem->elem->kind, FE_TS_PREDEF);
        run_free(&r);
    }
    expect_unit_error("class C { public static C operator +(C a, C b, C c) => a; }",
                      "'operator +' with 3 parameters is not an overloadable operator");
    {
        /* labels and the three gotos */
        run r;
        const char *src = "class C { void M() { a: b: goto a; goto case 1; goto default; } }";
        parse_unit(&r, src, strlen(src));
        ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
        fe_stmt **st = r.unit->types[0]->members[0]->body->stmts;
        ck_assert_int_eq(st[0]->kind, FE_S_LABELED);
        ck_assert_str_eq(st[0]->label, "a");
        ck_assert_int_eq(st[0]->body->kind, FE_S_LABELED);
        ck_assert_int_eq(st[0]->body->body->kind, FE_S_GOTO);
        ck_assert_str_eq(st[0]->body->body->label, "a");
        ck_assert_ptr_nonnull(st[1]->expr);
        ck_assert_int_eq(st[2]->goto_default, 1);
        run_free(&r);
    }
    {
        run r;   /* async is a contextual modifier (sema lowers the method) */
        const char *src = "class C { async void M() { await t; } }";
        parse_unit(&r, src, strlen(src));
        ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
        ck_assert(r.unit->types[0]->members[0]->mods & FE_MOD_ASYNC);
        run_free(&r);
    }
    expect_unit_error("class C { int M() { yield return; } }", "expression expected after yield return");
    {
        /* any namespace parses (sema checks that it exists) */
        run r;
        const char *src = "using System.Linq;\nusing System.Collections.Generic;\nusing My.Own;\n";
        parse_unit(&r, src, strlen(src));
        ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
        ck_assert_int_eq(r.unit->nusings, 3);
        ck_assert_str_eq(r.unit->usings[2].ns, "My.Own");
        run_free(&r);
    }
    {
        /* nested types: own declarations after their outer one, outer set */
        run r;
        const char *src = "class C { class D { class F { } } int x; enum E { A } }";
        parse_unit(&r, src, strlen(src));
        ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
        ck_assert_int_eq(r.unit->ntypes, 4);
        ck_assert_ptr_null(r.unit->types[0]->outer);
        ck_assert_ptr_eq(r.unit->types[1]->outer, r.unit->types[0]);
        ck_assert_str_eq(r.unit->types[2]->name, "F");
        ck_assert_ptr_eq(r.unit->types[2]->outer, r.unit->types[1]);
        ck_assert_ptr_eq(r.unit->types[3]->outer, r.unit->types[0]);
        ck_assert_int_eq(r.unit->types[0]->nmembers, 1);
        run_free(&r);
    }
    expect_unit_error("class C { void M() { foreach ((x + 1) in a) { } } }",
                      "expected a deconstruction `(a, b)` or a type and a name in foreach");
    expect_unit_error("[Serializable] class C { }", "attribute Serializable is not supported");
    expect_unit_error("class C { var x = 1; }", "`var` may only appear in a local variable declaration");
    expect_unit_error("class C { event E e { add { } } }", "event property must have both add and remove accessors");
    expect_unit_error("class C { void M() { x + 1; } }", "only assignment, call, increment");
    expect_unit_error("class C { void M() { try { } } }", "expected `catch` or `finally`");
    expect_unit_error("class C { } using System;", "using directives must come before");
    expect_unit_error("class C { public private int x; }", "more than one access modifier");
    expect_unit_error("class C { public public int x; }", "duplicate modifier 'public'");
    expect_unit_error("class C { void M() { if (a) int x = 1; } }", "embedded statement cannot be a declaration");
}
END_TEST

START_TEST(indexer_declaration)
{
    run r;
    const char *src = "class S { public char this[int i] { get { return 'a'; } } int this[long j] => 1; }";
    parse_unit(&r, src, strlen(src));
    ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
    fe_member *m = r.unit->types[0]->members[0];
    ck_assert_int_eq(m->kind, FE_M_INDEXER);
    ck_assert_int_eq(m->nparams, 1);
    ck_assert_str_eq(m->params[0].name, "i");
    ck_assert(m->get.present && m->get.body && !m->set.present);
    ck_assert_ptr_nonnull(r.unit->types[0]->members[1]->expr_body);
    run_free(&r);
}
END_TEST

START_TEST(conditional_compilation)
{
    /* the symbols of a .NET 8 Release build are defined; DEBUG is not */
    static const struct { const char *src; int ntypes; } ok[] = {
        { "#if NET8_0_OR_GREATER && RELEASE && TRACE && !DEBUG\nclass C { }\n#endif\n", 1 },
        { "#if DEBUG\nclass C { }\n#else\nclass D { } class E { }\n#endif\n", 2 },
        { "#define A\n#undef A\n#if A\nclass C { }\n#endif\n", 0 },
        { "#define A\n#if (A == true) != false && !(B || false)\nclass C { }\n#endif\n", 1 },
        { "#if X\n#elif Y\n#elif true\nclass C { }\n#else\nclass D { }\n#endif\n", 1 },
        { "#if false\n#if true\nclass C { }\n#else\nclass D { }\n#endif\n#endif\n", 0 },
        { "#if false\n\"unterminated /* comment\n#bogus directive\n#endif\nclass C { }\n", 1 },
        { "  #if true // a comment\nclass C { }\n  #endif\n#pragma warning disable CS0168\n", 1 },
    };
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        run r;
        parse_unit(&r, ok[i].src, strlen(ok[i].src));
        ck_assert_msg(fe_error_count(&r.d) == 0, "%s: %s", ok[i].src, r.text);
        ck_assert_int_eq(r.unit->ntypes, ok[i].ntypes);
        run_free(&r);
    }
    expect_unit_error("#if A\nclass C { }\n", "#endif directive expected");
    expect_unit_error("class C { }\n#define A\n", "after the first token");
    expect_unit_error("#endif\nclass C { }\n", "unexpected #endif");
    expect_unit_error("#if true\n#else\n#else\n#endif\n", "#else after #else");
    expect_unit_error("#if (A\n#endif\n", "')' expected");
    expect_unit_error("#if A B\n#endif\n", "end-of-line expected");
    expect_unit_error("#if\n#endif\n", "invalid preprocessor expression");
    expect_unit_error("#error stop here\n", "#error: stop here");
    expect_unit_error("#line 200\n", "preprocessor directive '#line' is not supported");
    expect_unit_error("#\nclass C { }\n", "preprocessor directive expected");
}
END_TEST

START_TEST(regions_are_ignored)
{
    run r;
    const char *src = "#region A\nclass C { }\n  #endregion\n";
    parse_unit(&r, src, strlen(src));
    ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
    ck_assert_int_eq(r.unit->ntypes, 1);
    run_free(&r);
}
END_TEST

START_TEST(verbatim_identifiers)
{
    run r;
    const char *src = "class @class { int @int; void M() { @int = 1; } }";
    parse_unit(&r, src, strlen(src));
    ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
    ck_assert_str_eq(r.unit->types[0]->name, "class");
    ck_assert_str_eq(r.unit->types[0]->members[0]->decls[0].name, "int");
    run_free(&r);
}
END_TEST

/* ------------------------------------------------------------ errors */

START_TEST(error_positions)
{
    run r;
    const char *src = "class C {\n  void M() {\n    int x = ;\n  }\n}\n";
    parse_unit(&r, src, strlen(src));
    ck_assert_int_eq(fe_error_count(&r.d), 1);
    ck_assert_str_eq(r.text, "t.cs:3:13: error: expected expression, found ';'\n");
    run_free(&r);

    src = "class C {\n\tvoid M() { x = 'ab'; }\n}";
    parse_unit(&r, src, strlen(src));
    ck_assert_msg(strstr(r.text, "t.cs:2:17: error: too many characters") != NULL, "%s", r.text);
    run_free(&r);
}
END_TEST

START_TEST(recovery_reports_several_errors)
{
    run r;
    const char *src =
        "class C {\n"
        "  void A() { int = 1; x = 2; }\n"
        "  void B() { y = ; }\n"
        "  int F\n"
        "  void D() { z(; }\n"
        "}\n"
        "class E { void G() { } }\n";
    parse_unit(&r, src, strlen(src));
    ck_assert_msg(fe_error_count(&r.d) >= 3, "%s", r.text);
    ck_assert_msg(strstr(r.text, "t.cs:2:") != NULL, "%s", r.text);
    ck_assert_msg(strstr(r.text, "t.cs:3:") != NULL, "%s", r.text);
    /* a missing ';' is reported where it belongs: after the previous token */
    ck_assert_msg(strstr(r.text, "t.cs:4:8: error: expected ';', found 'void'") != NULL, "%s", r.text);
    ck_assert_msg(strstr(r.text, "t.cs:2:18: error: expected identifier") != NULL, "%s", r.text);
    /* the class after the errors is still parsed */
    ck_assert_int_eq(r.unit->ntypes, 2);
    ck_assert_str_eq(r.unit->types[1]->name, "E");
    run_free(&r);
}
END_TEST

START_TEST(errors_in_consecutive_statements)
{
    run r;
    const char *src = "class C { void M() { int x = ; y = ; z(; w = 1 } }";
    parse_unit(&r, src, strlen(src));
    ck_assert_msg(strstr(r.text, "t.cs:1:30: error: expected expression") != NULL, "%s", r.text);
    ck_assert_msg(strstr(r.text, "t.cs:1:36: error: expected expression") != NULL, "%s", r.text);
    ck_assert_msg(strstr(r.text, "t.cs:1:40: error: expected expression") != NULL, "%s", r.text);
    ck_assert_msg(strstr(r.text, "t.cs:1:47: error: expected ';'") != NULL, "%s", r.text);
    ck_assert_int_eq(fe_error_count(&r.d), 4);
    run_free(&r);
}
END_TEST

START_TEST(max_errors_cutoff)
{
    run r;
    size_t n = 200 * 12;
    char *src = malloc(n + 1);
    src[0] = 0;
    for (int i = 0; i < 200; i++)
        strcat(src, "class { }\n");
    run_begin(&r);
    fe_diags_free(&r.d);
    fe_diags_init(&r.d, r.out, 5);
    fe_diags_add_file(&r.d, "t.cs");
    r.unit = fe_parse_file(&r.a, &r.d, 0, "t.cs", src, strlen(src));
    run_end(&r);
    ck_assert_int_gt(fe_error_count(&r.d), 5);
    ck_assert(fe_diags_full(&r.d));
    int lines = 0;
    for (size_t i = 0; i < r.len; i++)
        lines += r.text[i] == '\n';
    ck_assert_int_eq(lines, 6);  /* five errors and the cutoff line */
    ck_assert_msg(strstr(r.text, "too many errors") != NULL, "%s", r.text);
    run_free(&r);
    free(src);
}
END_TEST

/* ------------------------------------------------------------ hostile input */

START_TEST(deep_parentheses)
{
    int n = 10000;
    size_t len = (size_t)n * 2 + 64;
    char *src = malloc(len);
    size_t at = 0;
    at += (size_t)sprintf(src, "class C { int M() { return ");
    for (int i = 0; i < n; i++)
        src[at++] = '(';
    src[at++] = '1';
    for (int i = 0; i < n; i++)
        src[at++] = ')';
    at += (size_t)sprintf(src + at, "; } }");
    run r;
    parse_unit(&r, src, at);
    ck_assert_msg(strstr(r.text, "expression nested too deeply") != NULL, "%s", r.text);
    ck_assert_int_eq(fe_error_count(&r.d), 1);
    run_free(&r);
    /* deep unary chains and nested blocks too */
    at = (size_t)sprintf(src, "class C { void M() ");
    for (int i = 0; i < n; i++)
        src[at++] = '{';
    parse_unit(&r, src, at);
    ck_assert_msg(strstr(r.text, "nested too deeply") != NULL, "%s", r.text);
    run_free(&r);
    for (int i = 0; i < n; i++)
        src[i] = '-';
    src[n] = 'x';
    parse_expr(&r, src);
    ck_assert_ptr_null(r.expr);
    ck_assert_msg(strstr(r.text, "nested too deeply") != NULL, "%s", r.text);
    run_free(&r);
    /* moderately deep nesting is fine */
    expect_tree("((((((((((1))))))))))", "1");
    free(src);
}
END_TEST

START_TEST(megabyte_line)
{
    size_t n = 1 << 20;
    char *src = malloc(n + 64);
    size_t at = (size_t)sprintf(src, "class C { void M() { int x = 0; ");
    while (at < n)
        at += (size_t)sprintf(src + at, "x++; ");
    at += (size_t)sprintf(src + at, "} }");
    run r;
    parse_unit(&r, src, at);
    /* a megabyte line of statements is valid */
    ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
    ck_assert_int_gt(r.unit->types[0]->members[0]->body->nstmts, 200000);
    run_free(&r);
    /* a megabyte-long operator chain would make a tree too tall: one clean error */
    at = (size_t)sprintf(src, "class C { int x = 1");
    while (at < n) {
        src[at++] = '+';
        src[at++] = '1';
    }
    at += (size_t)sprintf(src + at, "; }");
    parse_unit(&r, src, at);
    ck_assert_int_eq(fe_error_count(&r.d), 1);
    ck_assert_msg(strstr(r.text, "nested too deeply") != NULL, "%s", r.text);
    run_free(&r);
    /* and so would a postfix chain */
    at = (size_t)sprintf(src, "class C { int x = a");
    while (at < n)
        at += (size_t)sprintf(src + at, ".b");
    at += (size_t)sprintf(src + at, "; }");
    parse_unit(&r, src, at);
    ck_assert_msg(strstr(r.text, "nested too deeply") != NULL, "%s", r.text);
    run_free(&r);
    /* a megabyte of unbalanced '(' in a method and of '#' on one line: errors */
    at = (size_t)sprintf(src, "class C { void M() { ");
    memset(src + at, '(', n - at);
    parse_unit(&r, src, n);
    ck_assert_msg(strstr(r.text, "nested too deeply") != NULL, "%s", r.text);
    run_free(&r);
    memset(src, '#', n);
    parse_unit(&r, src, n);
    ck_assert_int_gt(fe_error_count(&r.d), 0);
    run_free(&r);
    /* 3000-term concatenations are fine */
    at = (size_t)sprintf(src, "class C { string x = \"\"");
    for (int i = 0; i < 1500; i++)
        at += (size_t)sprintf(src + at, " + \"a\" + x");
    at += (size_t)sprintf(src + at, "; }");
    parse_unit(&r, src, at);
    ck_assert_msg(fe_error_count(&r.d) == 0, "%s", r.text);
    run_free(&r);
    /* a megabyte identifier-ish line of junk: errors, no crash */
    memset(src, '@', n);
    parse_unit(&r, src, n);
    ck_assert_int_gt(fe_error_count(&r.d), 0);
    run_free(&r);
    /* a megabyte unterminated string */
    src[0] = '"';
    memset(src + 1, 'a', n - 1);
    parse_unit(&r, src, n);
    ck_assert_msg(strstr(r.text, "unterminated string literal") != NULL, "%s", r.text);
    run_free(&r);
    free(src);
}
END_TEST

START_TEST(binary_garbage)
{
    size_t n = 64 * 1024;
    unsigned char *src = malloc(n);
    uint32_t x = 12345;
    for (int round = 0; round < 20; round++) {
        for (size_t i = 0; i < n; i++) {
            x = x * 1103515245u + 12345u;
            src[i] = (unsigned char)(x >> 16);
        }
        run r;
        parse_unit(&r, (const char *)src, n);
        ck_assert_int_gt(fe_error_count(&r.d), 0);
        run_free(&r);
    }
    /* NUL bytes and invalid UTF-8 among valid tokens */
    const char nul[] = "class C { int x\0 = 1; }";
    run r;
    parse_unit(&r, nul, sizeof nul - 1);
    ck_assert_msg(strstr(r.text, "t.cs:1:16: error: unexpected NUL byte") != NULL, "%s", r.text);
    run_free(&r);
    parse_unit(&r, "class C { \xc3\x28 }", 14);
    ck_assert_msg(strstr(r.text, "invalid UTF-8 in source") != NULL, "%s", r.text);
    run_free(&r);
    parse_unit(&r, "class \xce\xb1 { }", 11);
    ck_assert_msg(strstr(r.text, "non-ASCII identifiers") != NULL, "%s", r.text);
    run_free(&r);
    /* token soup of every punctuator, keyword and literal */
    const char *soup = "} ) ] class ( { [ enum => ?? ?. :: -> <<= $\" @\" ' \" /* @ $ \\ ` # ";
    for (size_t k = 0; k < strlen(soup); k++) {
        parse_unit(&r, soup + k, strlen(soup) - k);
        run_free(&r);
    }
    free(src);
}
END_TEST

START_TEST(empty_and_trivia_files)
{
    run r;
    parse_unit(&r, "", 0);
    /* an empty file parses (no types); "no Main" is semantic analysis' error */
    ck_assert_int_eq(fe_error_count(&r.d), 0);
    ck_assert_int_eq(r.unit->ntypes, 0);
    run_free(&r);
    parse_unit(&r, "// only a comment", 17);
    ck_assert_int_eq(fe_error_count(&r.d), 0);
    run_free(&r);
    parse_unit(&r, "/* unterminated", 15);
    ck_assert_msg(strstr(r.text, "t.cs:1:1: error: unterminated comment") != NULL, "%s", r.text);
    run_free(&r);
    parse_unit(&r, "\xef\xbb\xbf" "class C { }", 14);
    ck_assert_msg(fe_error_count(&r.d) == 0, "BOM: %s", r.text);
    run_free(&r);
}
END_TEST

static Suite *parse_suite(void)
{
    Suite *s = suite_create("frontend-parse");
    TCase *tok = tcase_create("tokens");
    tcase_add_test(tok, keyword_tokens);
    tcase_add_test(tok, lines_and_columns);
    suite_add_tcase(s, tok);
    TCase *lit = tcase_create("literals");
    tcase_add_test(lit, int_literal_types);
    tcase_add_test(lit, negative_min_literals);
    tcase_add_test(lit, int_literal_errors);
    tcase_add_test(lit, real_literals);
    tcase_add_test(lit, char_and_string_escapes);
    tcase_add_test(lit, interpolation_parts);
    suite_add_tcase(s, lit);
    TCase *expr = tcase_create("expressions");
    tcase_add_test(expr, precedence);
    tcase_add_test(expr, unsupported_expressions);
    suite_add_tcase(s, expr);
    TCase *decl = tcase_create("declarations");
    tcase_add_test(decl, full_program);
    tcase_add_test(decl, unsupported_declarations);
    tcase_add_test(decl, generic_syntax);
    tcase_add_test(decl, regions_are_ignored);
    tcase_add_test(decl, conditional_compilation);
    tcase_add_test(decl, indexer_declaration);
    tcase_add_test(decl, verbatim_identifiers);
    suite_add_tcase(s, decl);
    TCase *err = tcase_create("errors");
    tcase_add_test(err, error_positions);
    tcase_add_test(err, recovery_reports_several_errors);
    tcase_add_test(err, max_errors_cutoff);
    tcase_add_test(err, errors_in_consecutive_statements);
    suite_add_tcase(s, err);
    TCase *host = tcase_create("hostile");
    tcase_set_timeout(host, 60);
    tcase_add_test(host, deep_parentheses);
    tcase_add_test(host, megabyte_line);
    tcase_add_test(host, binary_garbage);
    tcase_add_test(host, empty_and_trivia_files);
    suite_add_tcase(s, host);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(parse_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
