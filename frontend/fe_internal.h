/* fe_internal.h - the seams inside the frontend (not included outside
 * frontend/ and tests/frontend/):
 *
 *   frontend.c (driver)  reads files, registers them in fe_diags
 *     -> fe_parse_file   (lex.c + parse.c)   one fe_unit per file, in one arena
 *     -> fe_sema_compile (sema.c)            bind, check (incl. flow analysis),
 *                                            emit; only when parsing reported
 *                                            no error
 *
 * Invariants: every fe_unit and node lives in the driver's fe_ast_arena until
 * fe_sema_compile has returned; the driver frees it in one go. Any reported
 * error (fe_error_count(diags) > 0) means no module is returned.
 */
#ifndef KILN_FE_INTERNAL_H
#define KILN_FE_INTERNAL_H

#include "frontend.h"
#include "ast.h"
#include "diagnostics.h"

/* Parse one source file (bytes; need not be NUL-terminated nor valid UTF-8).
 * Errors go to d with file index `file`. Always returns a unit (possibly
 * partial after errors); never NULL except on out-of-memory abort. */
/* gensrc.c: of the corelib's generic source files (gs[0..gn), '\f' apart),
 * the ones the program sources name: malloc'd, *count of them. */
fe_source *fe_gensrc_select(const char *gs, size_t gn, const fe_source *srcs, int n, int implies,
                            int *count);
/* The corelib's generic source section for its files gs[0..gn) ('\f'
 * apart): an index of each file's names and the files it names, then the
 * files; malloc'd, *len bytes. */
char *fe_gensrc_section(const char *gs, size_t gn, size_t *len);

/* parse_partial.c: the parts of a partial type in one file become one
 * declaration (called by fe_parse_file); parts in two files are an error. */
void fe_merge_partials(fe_ast_arena *a, fe_diags *d, fe_unit *u);
void fe_check_partials_across(fe_diags *d, fe_unit **units, int nunits);
/* parse_toplevel.c: the class Program whose static `<Main>$(string[] args)`
 * runs top-level statements stmts[0..n) (n > 0, arena-owned); the global
 * usings of units[0..n) shared by all, and .NET's implicit usings added
 * when implicit. */
fe_typedecl *fe_toplevel_program(fe_ast_arena *a, fe_stmt **stmts, int n, int async);
/* The entry point `name` that runs the async method target and waits for it;
 * fe_async_main_kind: an async Main's return type Task (0), Task<int> (1), else -1. */
fe_member *fe_async_entry(fe_ast_arena *a, const fe_member *target, const char *name, int returns_int);
int fe_async_main_kind(const fe_typesyn *t);
void fe_share_usings(fe_ast_arena *a, fe_unit **units, int n, int implicit);
/* parse_record.c: what a record declares without writing it, as C# text
 * ("{ members }") over splices __kiln_splice_N of the record's own tokens. */
enum { FE_REC_USER_TOSTRING = 1, FE_REC_USER_PRINT = 2, FE_REC_USER_HASH = 4, FE_REC_USER_EQUALS = 8,
       FE_REC_USER_DECONSTRUCT = 16, FE_REC_USER_COPY = 32, FE_REC_USER_CONTRACT = 64,
       FE_REC_USER_CTOR = 128 };   /* members the record's body declares itself */
typedef struct fe_rec_pos {
    const char *name;
    int type;                /* splice of its type */
    int declared;            /* the body or a base declares a member of its name (no property made);
                                a primary constructor's (shape.plain): not captured (no field made) */
} fe_rec_pos;
typedef struct fe_rec_member {
    const char *name;
    int type;                /* splice of its type */
    int print;               /* public, instance and readable: PrintMembers shows it */
    int state;               /* an instance field or auto-property: Equals, GetHashCode and the copy use it */
    int pos;                 /* a positional parameter's property: its index, else -1 */
} fe_rec_member;
typedef struct fe_rec_shape {
    const char *name;        /* as ToString prints it (no type arguments) */
    const char **tparams;    /* its type parameters' names */
    int ntparams;
    int is_struct, is_readonly, is_abstract;
    int base;                /* splice of the base list's first entry, or -1 */
    int base_args;           /* splice of its arguments (inside the parentheses), or -1 */
    int params;              /* splice of the positional parameters (inside the parentheses), or -1 */
    fe_rec_pos *pos;         /* the positional parameters */
    int npos;
    fe_rec_member *members;  /* positional properties, then the body's fields and properties */
    int nmembers;
    unsigned user;           /* FE_REC_USER_* */
    int plain;               /* not a record: a class's or struct's primary constructor (C# 12) and
                                the fields of the parameters its members capture, nothing else */
} fe_rec_shape;
/* A record's syntax, kept by the parser for sema (fe_typedecl.record). */
typedef struct fe_rec_syntax {
    fe_rec_shape shape;
    struct fe_token **splice; /* splice i: tokens splice[i][0 .. nsplice[i]) (arena copies) */
    int *nsplice;
    int nsplices;
    fe_ast_arena *arena;     /* the declaration's, for the members parsed later */
    fe_diags *diags;
    int file;
} fe_rec_syntax;
/* The name a primary constructor's capture field has in the text; parsed,
 * it becomes "<x>P" (fe_primary_field_name), which no program can write. */
#define FE_CAPTURE_PREFIX "__kiln_capture_"
#define FE_CAPTURE_FIELD "<%s>P"
const char *fe_primary_field_name(fe_ast_arena *a, const char *param);
/* malloc'd text of r's synthesized members ("{ ... }"), *len bytes;
 * derived: its base class is a record. */
char *fe_record_text(const fe_rec_shape *r, int derived, size_t *len);
/* parse.c: parses the members record td synthesizes and appends them to
 * its members; inherited[i]: positional parameter i names an accessible
 * member of a base (no property is made for it). */
void fe_record_add_members(fe_typedecl *td, int derived, const char *inherited);

fe_unit *fe_parse_file(fe_ast_arena *a, fe_diags *d, int file, const char *path,
                       const char *text, size_t len);

/* Implemented by sema.c: semantic analysis and IL emission over
 * all parsed units. Report errors through diags (fe_error / fe_error_at with
 * unit->file). Returns the module, or NULL after at least one error. */
kmod *fe_sema_compile(fe_unit **units, int nunits, const fe_options *opt, fe_diags *diags);

/* ---- lexer (lex.c), exposed for the parser and the tests ---- */

typedef enum fe_tok {
    FE_TK_EOF, FE_TK_ERROR,
    FE_TK_IDENT,            /* text = name (without @) */
    FE_TK_KEYWORD,          /* kw = which */
    FE_TK_INT, FE_TK_REAL, FE_TK_CHAR, FE_TK_STRING,
    FE_TK_INTERP,           /* $"...": parts in the token (see fe_token) */
    FE_TK_PUNCT             /* punct = which */
} fe_tok;

/* Keywords (all of C#'s reserved ones plus the contextual ones the parser
 * needs). Order matters only for the spelling table in lex.c. */
#define FE_KEYWORDS(X) \
    X(abstract) X(as) X(base) X(bool) X(break) X(byte) X(case) X(catch) X(char) \
    X(checked) X(class) X(const) X(continue) X(decimal) X(default) X(delegate) \
    X(do) X(double) X(else) X(enum) X(event) X(explicit) X(extern) X(false) \
    X(finally) X(fixed) X(float) X(for) X(foreach) X(goto) X(if) X(implicit) \
    X(in) X(int) X(interface) X(internal) X(is) X(lock) X(long) X(namespace) \
    X(new) X(null) X(object) X(operator) X(out) X(override) X(params) \
    X(private) X(protected) X(public) X(readonly) X(ref) X(return) X(sbyte) \
    X(sealed) X(short) X(sizeof) X(stackalloc) X(static) X(string) X(struct) \
    X(switch) X(this) X(throw) X(true) X(try) X(typeof) X(uint) X(ulong) \
    X(unchecked) X(unsafe) X(ushort) X(using) X(virtual) X(void) X(volatile) \
    X(while)
/* Contextual keywords: lexed as identifiers; the parser compares text. */

typedef enum fe_kw {
#define FE_KW_ENUM_(k) FE_KW_##k,
    FE_KEYWORDS(FE_KW_ENUM_)
#undef FE_KW_ENUM_
    FE_KW_COUNT_
} fe_kw;

typedef enum fe_punct {
    FE_P_LBRACE, FE_P_RBRACE, FE_P_LPAREN, FE_P_RPAREN, FE_P_LBRACKET, FE_P_RBRACKET,
    FE_P_DOT, FE_P_COMMA, FE_P_COLON, FE_P_SEMI, FE_P_QUESTION, FE_P_QQ, FE_P_QQEQ,
    FE_P_QDOT,
    FE_P_PLUS, FE_P_MINUS, FE_P_STAR, FE_P_SLASH, FE_P_PERCENT,
    FE_P_AMP, FE_P_BAR, FE_P_CARET, FE_P_BANG, FE_P_TILDE,
    FE_P_ASSIGN, FE_P_LT, FE_P_GT, FE_P_EQ, FE_P_NE, FE_P_LE, FE_P_GE,
    FE_P_ANDAND, FE_P_OROR, FE_P_INC, FE_P_DEC, FE_P_SHL, FE_P_SHR,
    FE_P_PLUSEQ, FE_P_MINUSEQ, FE_P_STAREQ, FE_P_SLASHEQ, FE_P_PERCENTEQ,
    FE_P_AMPEQ, FE_P_BAREQ, FE_P_CARETEQ, FE_P_SHLEQ, FE_P_SHREQ,
    FE_P_ARROW,             /* -> */
    FE_P_LAMBDA,            /* => */
    FE_P_COLONCOLON,        /* :: */
    FE_P_DOTDOT,            /* .. (a range: an error naming it) */
    FE_P_COUNT_
} fe_punct;

/* One part of an interpolated string token. */
typedef struct fe_interp_part {
    int is_expr;            /* 0: literal text (text, len); 1: expression source */
    const char *text;       /* literal: decoded UTF-8 (arena); expr: pointer into the source */
    size_t len;
    fe_pos pos;             /* start of the part in the source */
    /* expr: `{e,alignment:format}` - the alignment's source (NULL: none) and
     * the format's text (NULL: none) */
    const char *align;
    size_t align_len;
    fe_pos align_pos;
    const char *format;
    size_t format_len;
} fe_interp_part;

/* The whole file is lexed up front (one token per ~4 source bytes), so the
 * token is kept small: narrow fields and the per-kind values in a union
 * (read only for their kind). */
typedef struct fe_token {
    fe_pos pos;
    fe_pos end;             /* just after the token (for "expected ';'" errors) */
    fe_tok kind : 8;
    fe_kw kw : 8;           /* KEYWORD */
    fe_punct punct : 8;     /* PUNCT */
    fe_littype lit : 8;     /* INT type by C#'s rules */
    unsigned int_suffix : 2;   /* INT: suffix bits, 1 = U, 2 = L */
    unsigned int_decimal : 1;  /* INT: decimal (for the -2147483648 rule) */
    unsigned real_float : 1;   /* REAL: an f/F suffix (float); rval holds the float's value */
    unsigned real_decimal : 1; /* REAL: an m/M suffix (decimal); text holds the literal */
    unsigned bad : 1;          /* the lexer reported an error in it: the parser
                                  passes it in panic mode (no cascade) */
    int nparts;             /* INTERP */
    uint32_t len;           /* IDENT, STRING length (sources are < 16 MiB) */
    const char *text;       /* IDENT name; STRING decoded bytes (arena) */
    union {
        uint64_t ival;          /* INT value, CHAR code unit */
        double rval;            /* REAL */
        fe_interp_part *parts;  /* INTERP (arena) */
    };
} fe_token;

/* A decimal literal's text (digits, '.', exponent) as its 96-bit integer
 * (lo, mid, hi) and scale; 1 when out of decimal's range (bind_decimal.c). */
int fe_decimal_from_text(const char *text, uint32_t parts[3], int *scale);

#define FE_LEX_MAX_COND 64   /* nesting of #if groups */

/* A symbol set or cleared by #define/#undef in one file. */
typedef struct fe_pp_symbol {
    struct fe_pp_symbol *next;
    uint32_t len;
    int defined;
    char name[];
} fe_pp_symbol;

typedef struct fe_lexer {
    fe_ast_arena *arena;
    fe_diags *diags;
    const char *src;        /* the bytes */
    size_t len, at;
    int file, line;
    size_t line_start;      /* offset of the current line's first byte */
    int first_line, col0;   /* sub-lexers: columns on first_line are shifted by col0 */
    int depth;              /* interpolation nesting (limits recursion) */
    int tokens_seen;        /* a token was returned: #define is no longer allowed */
    uint32_t cond_depth;    /* open #if groups (lex_directive.c) */
    uint32_t cond_extra;    /* groups open beyond FE_LEX_MAX_COND (skipped) */
    uint8_t cond[FE_LEX_MAX_COND];
    struct fe_pp_symbol *defines;  /* #define/#undef of this file (arena) */
} fe_lexer;

/* lex_directive.c: preprocessing directives. */
int fe_lex_active(const fe_lexer *L);           /* the current line is compiled */
void fe_lex_directive(fe_lexer *L, fe_pos pos);  /* the directive at L->at */
void fe_lex_directives_end(fe_lexer *L, fe_pos pos);

void fe_lex_init(fe_lexer *L, fe_ast_arena *a, fe_diags *d, int file, const char *src, size_t len);
/* Lex text[0..len) that starts at line/col of file `file` (interpolation
 * holes keep their true positions). */
void fe_lex_init_at(fe_lexer *L, fe_ast_arena *a, fe_diags *d, int file, const char *text,
                    size_t len, int line, int col);
void fe_lex_next(fe_lexer *L, fe_token *t);
const char *fe_kw_name(fe_kw k);
const char *fe_punct_name(fe_punct p);

/* Parse a standalone expression (tests). NULL after errors. */
fe_expr *fe_parse_expr_text(fe_ast_arena *a, fe_diags *d, int file, const char *text, size_t len);

/* A query expression's clauses as parse.c reads them (the first a FROM,
 * the last a SELECT or GROUP; a continuation `into z` starts a new list
 * whose FROM's source is the query before it), and their translation to
 * method calls (lower_query.c, C# 12.20.3). */
typedef enum fe_qkind { FE_Q_FROM, FE_Q_LET, FE_Q_WHERE, FE_Q_JOIN, FE_Q_ORDERBY, FE_Q_SELECT, FE_Q_GROUP } fe_qkind;
typedef struct fe_qclause {
    fe_qkind kind;
    fe_pos pos;              /* of the clause's keyword */
    const char *name;        /* FROM, LET, JOIN: the range variable */
    fe_typesyn *tsyn;        /* FROM, JOIN: an explicit type (a Cast<T>()), or NULL */
    fe_expr *e;              /* FROM, JOIN: the source; LET: the value; WHERE: the condition;
                                SELECT: the result; GROUP: the element */
    fe_expr *k1, *k2;        /* JOIN: the keys on and after `equals`; GROUP: k1 the key */
    const char *into;        /* JOIN ... into g, or NULL */
    fe_expr **keys;          /* ORDERBY: the keys */
    int *desc;               /* ORDERBY: descending per key */
    int nkeys;
} fe_qclause;
fe_expr *fe_lower_query(fe_ast_arena *a, fe_diags *d, const fe_qclause *cs, int n);

/* Flow analysis (C#'s definite assignment and reachability: "use of
 * unassigned local variable", "not all code paths return a value", "control
 * cannot fall through from one case label to another") is done by sema in
 * its binding walk (sema_stmt.c, sema_expr.c); there is no separate pass. */

#endif
