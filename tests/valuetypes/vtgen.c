/* vtgen.c - writes the value-type test programs (docs/valuetypes.md) as
 * modules built with the kmod writer, for run_vt.py to run in every mode:
 *
 *   vtgen OUTDIR      writes OUTDIR/NAME.kmod and OUTDIR/NAME.expected for
 *                     each program (what it prints, as .NET would print the
 *                     same C#), and OUTDIR/NAME.kmod + NAME.error for each
 *                     module the loader or a verifier must refuse (the one
 *                     line `kiln run` prints).
 *
 * The programs are what C# code with structs compiles to (the frontend
 * cannot declare structs yet); each comment gives the C#.
 */
#include "vtgen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Corelib members the programs use. */
typedef struct lib {
    uint32_t object, string, console, int32, gc, ice, nre, ovf;       /* TYPEREF tokens */
    uint32_t wl_int, wl_uint, wl_long, wl_ulong, wl_double, wl_string, wl_object, wl_bool;
    uint32_t obj_ctor, obj_tostring, exc_message, gc_collect, int_tostring, concat2, str_equals;
    uint32_t sig_void;            /* static void () */
    uint32_t t_ice, t_nre, t_ovf;  /* catch signatures */
} lib;

static uint32_t sig_static1(vg *g, int ret, int p)
{
    return vg_sigv(g, KMOD_SIG_METHOD, 1, 0, ret, p, -1);
}

static void lib_init(vg *g, lib *L)
{
    L->object = vg_typeref(g, "System", "Object");
    L->string = vg_typeref(g, "System", "String");
    L->console = vg_typeref(g, "System", "Console");
    L->int32 = vg_typeref(g, "System", "Int32");
    L->gc = vg_typeref(g, "System", "GC");
    L->ice = vg_typeref(g, "System", "InvalidCastException");
    L->nre = vg_typeref(g, "System", "NullReferenceException");
    L->ovf = vg_typeref(g, "System", "OverflowException");
    L->wl_int = vg_methodref(g, L->console, "WriteLine", sig_static1(g, KMOD_T_VOID, KMOD_T_I4));
    L->wl_uint = vg_methodref(g, L->console, "WriteLine", sig_static1(g, KMOD_T_VOID, KMOD_T_U4));
    L->wl_long = vg_methodref(g, L->console, "WriteLine", sig_static1(g, KMOD_T_VOID, KMOD_T_I8));
    L->wl_ulong = vg_methodref(g, L->console, "WriteLine", sig_static1(g, KMOD_T_VOID, KMOD_T_U8));
    L->wl_double = vg_methodref(g, L->console, "WriteLine", sig_static1(g, KMOD_T_VOID, KMOD_T_R8));
    L->wl_string = vg_methodref(g, L->console, "WriteLine", sig_static1(g, KMOD_T_VOID, KMOD_T_STRING));
    L->wl_object = vg_methodref(g, L->console, "WriteLine", sig_static1(g, KMOD_T_VOID, KMOD_T_OBJECT));
    L->wl_bool = vg_methodref(g, L->console, "WriteLine", sig_static1(g, KMOD_T_VOID, KMOD_T_BOOL));
    L->obj_ctor = vg_methodref(g, L->object, ".ctor", vg_sigv(g, KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID, -1));
    L->obj_tostring = vg_methodref(g, L->object, "ToString",
                                   vg_sigv(g, KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_STRING, -1));
    uint32_t exc = vg_typeref(g, "System", "Exception");
    L->exc_message = vg_methodref(g, exc, "get_Message",
                                  vg_sigv(g, KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_STRING, -1));
    L->gc_collect = vg_methodref(g, L->gc, "Collect", vg_sigv(g, KMOD_SIG_METHOD, 0, 0, KMOD_T_VOID, -1));
    L->int_tostring = vg_methodref(g, L->int32, "ToString", sig_static1(g, KMOD_T_STRING, KMOD_T_I4));
    L->concat2 = vg_methodref(g, L->string, "Concat", vg_sigv(g, KMOD_SIG_METHOD, 2, 0, KMOD_T_STRING,
                                                             KMOD_T_STRING, KMOD_T_STRING, -1));
    L->str_equals = vg_methodref(g, L->string, "Equals", vg_sigv(g, KMOD_SIG_METHOD, 2, 0, KMOD_T_BOOL,
                                                                KMOD_T_STRING, KMOD_T_STRING, -1));
    L->sig_void = vg_sigv(g, KMOD_SIG_METHOD, 0, 0, KMOD_T_VOID, -1);
    L->t_ice = vg_sigv(g, KMOD_T_CLASS, VG_TOK_BYTES(L->ice), -1);
    L->t_nre = vg_sigv(g, KMOD_T_CLASS, VG_TOK_BYTES(L->nre), -1);
    L->t_ovf = vg_sigv(g, KMOD_T_CLASS, VG_TOK_BYTES(L->ovf), -1);
}

static int write_module(vg *g, const char *dir, const char *name, const char *ext, const char *text)
{
    char path[1024], err[256];
    snprintf(path, sizeof path, "%s/%s.kmod", dir, name);
    if (kmod_write_file(g->m, path, err, sizeof err)) {
        fprintf(stderr, "vtgen: %s: %s\n", path, err);
        return -1;
    }
    snprintf(path, sizeof path, "%s/%s.%s", dir, name, ext);
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fclose(f)) {
        fprintf(stderr, "vtgen: cannot write %s\n", path);
        return -1;
    }
    return 0;
}

/* --- try { code; print } catch (E e) { print e.Message } ---
 * A test program's method collects its clauses and adds them after the
 * method (vg_catch). */
typedef struct clauses { uint32_t v[64][5]; uint32_t n; } clauses;

typedef struct trying { uint32_t start; } trying;

static trying try_begin(const vg_buf *c) { return (trying){c->n}; }

/* The value the try block left is printed with wl; a caught exception's
 * Message with WriteLine(string). */
static void try_end(vg_buf *c, const lib *L, trying t, uint32_t wl, uint32_t catch_sig, clauses *cl)
{
    if (wl)
        vg_tok(c, IL_CALL, wl);
    uint32_t l1 = vg_br(c, IL_LEAVE);
    uint32_t h = c->n;
    vg_tok(c, IL_CALLVIRT, L->exc_message);
    vg_tok(c, IL_CALL, L->wl_string);
    uint32_t l2 = vg_br(c, IL_LEAVE);
    uint32_t end = c->n;
    vg_here(c, l1);
    vg_here(c, l2);
    uint32_t *e = cl->v[cl->n++];
    e[0] = t.start, e[1] = h - t.start, e[2] = h, e[3] = end - h, e[4] = catch_sig;
}

static void add_clauses(vg *g, const clauses *cl)
{
    for (uint32_t i = 0; i < cl->n; i++)
        vg_catch(g, cl->v[i][0], cl->v[i][1], cl->v[i][2], cl->v[i][3], cl->v[i][4]);
}

/* ------------------------------------------------------------ vt_struct
 *
 *   struct Point { public int x, y; public Point(int x, int y) {...}
 *                  public int Len2() => x * x + y * y; }
 *   struct Line { public Point a, b; }
 *   class Holder { public int tag; public Point p; }
 *   class P { static Point sp; static Point Make(int x, int y) => new Point(x, y);
 *             static int Sum(Point p) { p.x += 100; return p.x + p.y; }
 *             static void Bump(ref Point p) { p.x += 100; }  static void Main() {...} }
 */
static const char vt_struct_out[] =
    "3\n4\n3\n10\n25\n114\n10\n110\n8\n5\n115\n4\n110\n9\n0\n3\n110\n77\n0\n1\n4\n0\n8\n16\n1\n2\n";

static int gen_struct(const char *dir)
{
    vg g = {kmod_new(0), 0, 0};
    lib L;
    lib_init(&g, &L);
    uint32_t vt = KMOD_TYPE_VALUETYPE | KMOD_TYPE_SEALED | KMOD_ACC_PUBLIC;
    uint32_t tp = vg_type(&g, "", "P", KMOD_ACC_PUBLIC, L.object);
    uint32_t tpt = vg_type(&g, "", "Point", vt, L.object);
    uint32_t tl = vg_type(&g, "", "Line", vt, L.object);
    uint32_t th = vg_type(&g, "", "Holder", KMOD_ACC_PUBLIC, L.object);
    uint32_t pt = vg_tok_typedef(tpt);
    uint32_t s_pt = vg_sigv(&g, KMOD_T_VALUETYPE, VG_TOK_BYTES(pt), -1);
    uint32_t s_line = vg_sigv(&g, KMOD_T_VALUETYPE, VG_TOK_BYTES(vg_tok_typedef(tl)), -1);
    uint32_t s_i4 = vg_sigv(&g, KMOD_T_I4, -1);
    uint32_t pub = KMOD_ACC_PUBLIC;
    uint32_t f_sp = vg_field(&g, tp, "sp", s_pt, pub | KMOD_FIELD_STATIC);
    uint32_t f_x = vg_field(&g, tpt, "x", s_i4, pub), f_y = vg_field(&g, tpt, "y", s_i4, pub);
    uint32_t f_a = vg_field(&g, tl, "a", s_pt, pub), f_b = vg_field(&g, tl, "b", s_pt, pub);
    vg_field(&g, th, "tag", s_i4, pub);
    uint32_t f_p = vg_field(&g, th, "p", s_pt, pub);
    uint32_t x = vg_tok_field(f_x), y = vg_tok_field(f_y);

    /* method rows: 0 Main, 1 Make, 2 Sum, 3 Bump (P); 4 .ctor, 5 Len2 (Point); 6 .ctor (Holder) */
    uint32_t m_make = vg_tok_method(1), m_sum = vg_tok_method(2), m_bump = vg_tok_method(3);
    uint32_t m_ctor = vg_tok_method(4), m_len2 = vg_tok_method(5), m_hctor = vg_tok_method(6);
    vg_buf c = {{0}, 0};
    /* locals: Point a, Point b, Line l, Point[] arr, Holder h */
    vg_buf ls = {{0}, 0};
    vg_u8(&ls, KMOD_SIG_LOCALS), vg_u16(&ls, 5);
    vg_u8(&ls, KMOD_T_VALUETYPE), vg_u32(&ls, pt);
    vg_u8(&ls, KMOD_T_VALUETYPE), vg_u32(&ls, pt);
    vg_u8(&ls, KMOD_T_VALUETYPE), vg_u32(&ls, vg_tok_typedef(tl));
    vg_u8(&ls, KMOD_T_SZARRAY), vg_u8(&ls, KMOD_T_VALUETYPE), vg_u32(&ls, pt);
    vg_u8(&ls, KMOD_T_CLASS), vg_u32(&ls, vg_tok_typedef(th));
    uint32_t locals = vg_sig(&g, &ls);
#define WL() vg_tok(&c, IL_CALL, L.wl_int)
    /* Point a = new Point(3, 4); Console.WriteLine(a.x); Console.WriteLine(a.y); */
    vg_var(&c, IL_LDLOCA, 0), vg_i4(&c, IL_LDC_I4, 3), vg_i4(&c, IL_LDC_I4, 4), vg_tok(&c, IL_CALL, m_ctor);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, x), WL();
    vg_var(&c, IL_LDLOCA, 0), vg_tok(&c, IL_LDFLD, y), WL();
    /* Point b = a; a.x = 10; b.x; a.x */
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_STLOC, 1);
    vg_var(&c, IL_LDLOCA, 0), vg_i4(&c, IL_LDC_I4, 10), vg_tok(&c, IL_STFLD, x);
    vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_LDFLD, x), WL();
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, x), WL();
    /* b.Len2(); Sum(a); a.x; Bump(ref a); a.x */
    vg_var(&c, IL_LDLOCA, 1), vg_tok(&c, IL_CALL, m_len2), WL();
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_CALL, m_sum), WL();
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, x), WL();
    vg_var(&c, IL_LDLOCA, 0), vg_tok(&c, IL_CALL, m_bump);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, x), WL();
    /* Make(7, 8).y; b = Make(1, 2); b.Len2() */
    vg_i4(&c, IL_LDC_I4, 7), vg_i4(&c, IL_LDC_I4, 8), vg_tok(&c, IL_CALL, m_make), vg_tok(&c, IL_LDFLD, y), WL();
    vg_i4(&c, IL_LDC_I4, 1), vg_i4(&c, IL_LDC_I4, 2), vg_tok(&c, IL_CALL, m_make), vg_var(&c, IL_STLOC, 1);
    vg_var(&c, IL_LDLOCA, 1), vg_tok(&c, IL_CALL, m_len2), WL();
    /* l.a = a; l.b = Make(5, 6); l.b.x += l.a.x; l.b.x; l.a.y */
    vg_var(&c, IL_LDLOCA, 2), vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_STFLD, vg_tok_field(f_a));
    vg_var(&c, IL_LDLOCA, 2), vg_i4(&c, IL_LDC_I4, 5), vg_i4(&c, IL_LDC_I4, 6), vg_tok(&c, IL_CALL, m_make);
    vg_tok(&c, IL_STFLD, vg_tok_field(f_b));
    vg_var(&c, IL_LDLOCA, 2), vg_tok(&c, IL_LDFLDA, vg_tok_field(f_b)), vg_op(&c, IL_DUP);
    vg_tok(&c, IL_LDFLD, x), vg_var(&c, IL_LDLOCA, 2), vg_tok(&c, IL_LDFLDA, vg_tok_field(f_a));
    vg_tok(&c, IL_LDFLD, x), vg_op(&c, IL_ADD), vg_tok(&c, IL_STFLD, x);
    vg_var(&c, IL_LDLOC, 2), vg_tok(&c, IL_LDFLD, vg_tok_field(f_b)), vg_tok(&c, IL_LDFLD, x), WL();
    vg_var(&c, IL_LDLOC, 2), vg_tok(&c, IL_LDFLD, vg_tok_field(f_a)), vg_tok(&c, IL_LDFLD, y), WL();
    /* arr = new Point[3]; arr[1] = a; arr[2].y = 9; arr[1].x; arr[2].y; arr[0].Len2(); arr.Length */
    uint32_t tk_pt = vg_tok_sig(s_pt);
    vg_i4(&c, IL_LDC_I4, 3), vg_tok(&c, IL_NEWARR, tk_pt), vg_var(&c, IL_STLOC, 3);
    vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, 1), vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_STELEM, tk_pt);
    vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, 2), vg_tok(&c, IL_LDELEMA, tk_pt);
    vg_i4(&c, IL_LDC_I4, 9), vg_tok(&c, IL_STFLD, y);
    vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_LDELEM, tk_pt), vg_tok(&c, IL_LDFLD, x), WL();
    vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, 2), vg_tok(&c, IL_LDELEM, tk_pt), vg_tok(&c, IL_LDFLD, y), WL();
    vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, 0), vg_tok(&c, IL_LDELEMA, tk_pt), vg_tok(&c, IL_CALL, m_len2), WL();
    vg_var(&c, IL_LDLOC, 3), vg_op(&c, IL_LDLEN), WL();
    /* h = new Holder(); h.p = a; h.p.y = 77; h.p.x; h.p.y; h.tag */
    vg_tok(&c, IL_NEWOBJ, m_hctor), vg_var(&c, IL_STLOC, 4);
    vg_var(&c, IL_LDLOC, 4), vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_STFLD, vg_tok_field(f_p));
    vg_var(&c, IL_LDLOC, 4), vg_tok(&c, IL_LDFLDA, vg_tok_field(f_p)), vg_i4(&c, IL_LDC_I4, 77), vg_tok(&c, IL_STFLD, y);
    vg_var(&c, IL_LDLOC, 4), vg_tok(&c, IL_LDFLD, vg_tok_field(f_p)), vg_tok(&c, IL_LDFLD, x), WL();
    vg_var(&c, IL_LDLOC, 4), vg_tok(&c, IL_LDFLDA, vg_tok_field(f_p)), vg_tok(&c, IL_LDFLD, y), WL();
    vg_var(&c, IL_LDLOC, 4), vg_tok(&c, IL_LDFLD, vg_tok_field(f_p - 1)), WL();
    /* sp = a; sp.x = 1; sp.x; sp.y */
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_STSFLD, vg_tok_field(f_sp));
    vg_tok(&c, IL_LDSFLDA, vg_tok_field(f_sp)), vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_STFLD, x);
    vg_tok(&c, IL_LDSFLD, vg_tok_field(f_sp)), vg_tok(&c, IL_LDFLD, x), WL();
    vg_tok(&c, IL_LDSFLDA, vg_tok_field(f_sp)), vg_tok(&c, IL_LDFLD, y), WL();
    /* a = default; a.Len2(); sizeof(Point); sizeof(Line) */
    vg_var(&c, IL_LDLOCA, 0), vg_tok(&c, IL_INITOBJ, tk_pt);
    vg_var(&c, IL_LDLOCA, 0), vg_tok(&c, IL_CALL, m_len2), WL();
    vg_tok(&c, IL_SIZEOF, tk_pt), WL();
    vg_tok(&c, IL_SIZEOF, vg_tok_sig(s_line)), WL();
    /* a = b through addresses (ldobj/stobj); a.x; a dup'd value: b.y */
    vg_var(&c, IL_LDLOCA, 0), vg_var(&c, IL_LDLOCA, 1), vg_tok(&c, IL_LDIND, tk_pt), vg_tok(&c, IL_STIND, tk_pt);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, x), WL();
    vg_var(&c, IL_LDLOC, 1), vg_op(&c, IL_DUP), vg_op(&c, IL_POP), vg_tok(&c, IL_LDFLD, y), WL();
    vg_op(&c, IL_RET);
#undef WL
    uint32_t st = KMOD_METH_STATIC | pub;
    uint32_t main_row = vg_method(&g, tp, "Main", L.sig_void, st, &c, 8, locals);
    /* static Point Make(int x, int y) { Point p = new Point(x, y); return p; } */
    c.n = 0;
    uint32_t l_pt = vg_sigv(&g, KMOD_SIG_LOCALS, 1, 0, KMOD_T_VALUETYPE, VG_TOK_BYTES(pt), -1);
    vg_var(&c, IL_LDLOCA, 0), vg_var(&c, IL_LDARG, 0), vg_var(&c, IL_LDARG, 1), vg_tok(&c, IL_CALL, m_ctor);
    vg_var(&c, IL_LDLOC, 0), vg_op(&c, IL_RET);
    vg_method(&g, tp, "Make", vg_sigv(&g, KMOD_SIG_METHOD, 2, 0, KMOD_T_VALUETYPE, VG_TOK_BYTES(pt),
                                      KMOD_T_I4, KMOD_T_I4, -1), st, &c, 3, l_pt);
    /* static int Sum(Point p) { p.x += 100; return p.x + p.y; } */
    c.n = 0;
    vg_var(&c, IL_LDARGA, 0), vg_op(&c, IL_DUP), vg_tok(&c, IL_LDFLD, x), vg_i4(&c, IL_LDC_I4, 100);
    vg_op(&c, IL_ADD), vg_tok(&c, IL_STFLD, x);
    vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDFLD, x), vg_var(&c, IL_LDARGA, 0), vg_tok(&c, IL_LDFLD, y);
    vg_op(&c, IL_ADD), vg_op(&c, IL_RET);
    vg_method(&g, tp, "Sum", vg_sigv(&g, KMOD_SIG_METHOD, 1, 0, KMOD_T_I4, KMOD_T_VALUETYPE,
                                     VG_TOK_BYTES(pt), -1), st, &c, 3, KMOD_NONE);
    /* static void Bump(ref Point p) { p.x += 100; } */
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_op(&c, IL_DUP), vg_tok(&c, IL_LDFLD, x), vg_i4(&c, IL_LDC_I4, 100);
    vg_op(&c, IL_ADD), vg_tok(&c, IL_STFLD, x), vg_op(&c, IL_RET);
    vg_method(&g, tp, "Bump", vg_sigv(&g, KMOD_SIG_METHOD, 1, 0, KMOD_T_VOID, KMOD_T_BYREF,
                                      KMOD_T_VALUETYPE, VG_TOK_BYTES(pt), -1), st, &c, 3, KMOD_NONE);
    /* Point(int x, int y) { this.x = x; this.y = y; } */
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_var(&c, IL_LDARG, 1), vg_tok(&c, IL_STFLD, x);
    vg_var(&c, IL_LDARG, 0), vg_var(&c, IL_LDARG, 2), vg_tok(&c, IL_STFLD, y), vg_op(&c, IL_RET);
    vg_method(&g, tpt, ".ctor", vg_sigv(&g, KMOD_SIG_METHOD_THIS, 2, 0, KMOD_T_VOID, KMOD_T_I4, KMOD_T_I4, -1),
              pub | KMOD_METH_CTOR | KMOD_METH_SPECIALNAME, &c, 2, KMOD_NONE);
    /* int Len2() => x * x + y * y; */
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDFLD, x), vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDFLD, x);
    vg_op(&c, IL_MUL);
    vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDFLD, y), vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDFLD, y);
    vg_op(&c, IL_MUL), vg_op(&c, IL_ADD), vg_op(&c, IL_RET);
    vg_method(&g, tpt, "Len2", vg_sigv(&g, KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_I4, -1), pub, &c, 4, KMOD_NONE);
    /* Holder() : base() {} */
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_CALL, L.obj_ctor), vg_op(&c, IL_RET);
    vg_method(&g, th, ".ctor", vg_sigv(&g, KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID, -1),
              pub | KMOD_METH_CTOR | KMOD_METH_SPECIALNAME, &c, 1, KMOD_NONE);
    g.m->entry = vg_tok_method(main_row);
    int rc = write_module(&g, dir, "vt_struct", "expected", vt_struct_out);
    kmod_free(g.m);
    return rc;
}

/* ------------------------------------------------------------ vt_gcrefs
 *
 *   struct Pair { public string s; public object o; public int n; }
 *   class Keep { public Pair p; }
 *   class P { static Pair sp;
 *     static void Main() {
 *       var a = new Pair[N]; for (i..N) { a[i].s = i.ToString(); a[i].o = i; a[i].n = i; }
 *       var k = new Keep(); k.p.s = "kept" + "1"; k.p.o = 7;  sp.s = "static" + "2";
 *       for (j..M) { var junk = new object[16]; } GC.Collect();
 *       int ok = 0; for (i..N) if (a[i].s == i.ToString() && (int)a[i].o == i && a[i].n == i) ok++;
 *       Console.WriteLine(ok); Console.WriteLine(k.p.s); Console.WriteLine((int)k.p.o);
 *       Console.WriteLine(sp.s); } }
 * Every string and box is reachable only through a struct in an array,
 * an object or a static: a reference the collector does not trace is
 * freed and reused by the garbage, and the checks fail.
 */
#define GC_N 600
#define GC_JUNK 4000

static int gen_gcrefs(const char *dir)
{
    vg g = {kmod_new(0), 0, 0};
    lib L;
    lib_init(&g, &L);
    uint32_t pub = KMOD_ACC_PUBLIC;
    uint32_t tp = vg_type(&g, "", "P", pub, L.object);
    uint32_t tpair = vg_type(&g, "", "Pair", KMOD_TYPE_VALUETYPE | KMOD_TYPE_SEALED | pub, L.object);
    uint32_t tkeep = vg_type(&g, "", "Keep", pub, L.object);
    uint32_t pair = vg_tok_typedef(tpair);
    uint32_t s_pair = vg_sigv(&g, KMOD_T_VALUETYPE, VG_TOK_BYTES(pair), -1);
    uint32_t f_sp = vg_field(&g, tp, "sp", s_pair, pub | KMOD_FIELD_STATIC);
    uint32_t f_s = vg_field(&g, tpair, "s", vg_sigv(&g, KMOD_T_STRING, -1), pub);
    uint32_t f_o = vg_field(&g, tpair, "o", vg_sigv(&g, KMOD_T_OBJECT, -1), pub);
    uint32_t f_n = vg_field(&g, tpair, "n", vg_sigv(&g, KMOD_T_I4, -1), pub);
    uint32_t f_kp = vg_field(&g, tkeep, "p", s_pair, pub);
    uint32_t s = vg_tok_field(f_s), o = vg_tok_field(f_o), n = vg_tok_field(f_n);
    uint32_t tk_pair = vg_tok_sig(s_pair), tk_int = vg_tok_sig(vg_sigv(&g, KMOD_T_I4, -1));
    uint32_t tk_obj = vg_tok_sig(vg_sigv(&g, KMOD_T_OBJECT, -1));
    uint32_t m_kctor = vg_tok_method(1);
    /* locals: Pair[] a, int i, int ok, Keep k */
    uint32_t locals = vg_sigv(&g, KMOD_SIG_LOCALS, 4, 0, KMOD_T_SZARRAY, KMOD_T_VALUETYPE,
                              VG_TOK_BYTES(pair), KMOD_T_I4, KMOD_T_I4, KMOD_T_CLASS,
                              VG_TOK_BYTES(vg_tok_typedef(tkeep)), -1);
    vg_buf c = {{0}, 0};
    vg_i4(&c, IL_LDC_I4, GC_N), vg_tok(&c, IL_NEWARR, tk_pair), vg_var(&c, IL_STLOC, 0);
    /* for (i = 0; i < N; i++) { fill a[i] } */
    vg_i4(&c, IL_LDC_I4, 0), vg_var(&c, IL_STLOC, 1);
    uint32_t top = c.n;
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_LDELEMA, tk_pair);
    vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_CALL, L.int_tostring), vg_tok(&c, IL_STFLD, s);
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_LDELEMA, tk_pair);
    vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_BOX, tk_int), vg_tok(&c, IL_STFLD, o);
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_LDELEMA, tk_pair);
    vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_STFLD, n);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, 1), vg_op(&c, IL_ADD), vg_var(&c, IL_STLOC, 1);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, GC_N), vg_op(&c, IL_CLT), vg_back(&c, IL_BRTRUE, top);
    /* k = new Keep(); k.p.s = string.Concat("kept", "1"); k.p.o = (object)7; sp.s = "static" + "2" */
    vg_tok(&c, IL_NEWOBJ, m_kctor), vg_var(&c, IL_STLOC, 3);
    vg_var(&c, IL_LDLOC, 3), vg_tok(&c, IL_LDFLDA, vg_tok_field(f_kp));
    vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "kept"))), vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "1")));
    vg_tok(&c, IL_CALL, L.concat2), vg_tok(&c, IL_STFLD, s);
    vg_var(&c, IL_LDLOC, 3), vg_tok(&c, IL_LDFLDA, vg_tok_field(f_kp));
    vg_i4(&c, IL_LDC_I4, 7), vg_tok(&c, IL_BOX, tk_int), vg_tok(&c, IL_STFLD, o);
    vg_tok(&c, IL_LDSFLDA, vg_tok_field(f_sp));
    vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "static"))), vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "2")));
    vg_tok(&c, IL_CALL, L.concat2), vg_tok(&c, IL_STFLD, s);
    /* garbage: for (i = 0; i < JUNK; i++) new object[16]; GC.Collect(); */
    vg_i4(&c, IL_LDC_I4, 0), vg_var(&c, IL_STLOC, 1);
    top = c.n;
    vg_i4(&c, IL_LDC_I4, 16), vg_tok(&c, IL_NEWARR, tk_obj), vg_op(&c, IL_POP);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, 1), vg_op(&c, IL_ADD), vg_var(&c, IL_STLOC, 1);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, GC_JUNK), vg_op(&c, IL_CLT), vg_back(&c, IL_BRTRUE, top);
    vg_tok(&c, IL_CALL, L.gc_collect);
    /* the checks */
    vg_i4(&c, IL_LDC_I4, 0), vg_var(&c, IL_STLOC, 1);
    top = c.n;
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_LDELEM, tk_pair), vg_tok(&c, IL_LDFLD, s);
    vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_CALL, L.int_tostring), vg_tok(&c, IL_CALL, L.str_equals);
    uint32_t no1 = vg_br(&c, IL_BRFALSE);
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_LDELEMA, tk_pair), vg_tok(&c, IL_LDFLD, o);
    vg_tok(&c, IL_UNBOX_ANY, tk_int), vg_var(&c, IL_LDLOC, 1), vg_op(&c, IL_CEQ);
    uint32_t no2 = vg_br(&c, IL_BRFALSE);
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_LDELEM, tk_pair), vg_tok(&c, IL_LDFLD, n);
    vg_var(&c, IL_LDLOC, 1), vg_op(&c, IL_CEQ);
    uint32_t no3 = vg_br(&c, IL_BRFALSE);
    vg_var(&c, IL_LDLOC, 2), vg_i4(&c, IL_LDC_I4, 1), vg_op(&c, IL_ADD), vg_var(&c, IL_STLOC, 2);
    vg_here(&c, no1), vg_here(&c, no2), vg_here(&c, no3);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, 1), vg_op(&c, IL_ADD), vg_var(&c, IL_STLOC, 1);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, GC_N), vg_op(&c, IL_CLT), vg_back(&c, IL_BRTRUE, top);
    vg_var(&c, IL_LDLOC, 2), vg_tok(&c, IL_CALL, L.wl_int);
    vg_var(&c, IL_LDLOC, 3), vg_tok(&c, IL_LDFLD, vg_tok_field(f_kp)), vg_tok(&c, IL_LDFLD, s);
    vg_tok(&c, IL_CALL, L.wl_string);
    vg_var(&c, IL_LDLOC, 3), vg_tok(&c, IL_LDFLDA, vg_tok_field(f_kp)), vg_tok(&c, IL_LDFLD, o);
    vg_tok(&c, IL_UNBOX_ANY, tk_int), vg_tok(&c, IL_CALL, L.wl_int);
    vg_tok(&c, IL_LDSFLD, vg_tok_field(f_sp)), vg_tok(&c, IL_LDFLD, s), vg_tok(&c, IL_CALL, L.wl_string);
    vg_op(&c, IL_RET);
    uint32_t main_row = vg_method(&g, tp, "Main", L.sig_void, KMOD_METH_STATIC | pub, &c, 6, locals);
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_CALL, L.obj_ctor), vg_op(&c, IL_RET);
    vg_method(&g, tkeep, ".ctor", vg_sigv(&g, KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID, -1),
              pub | KMOD_METH_CTOR | KMOD_METH_SPECIALNAME, &c, 1, KMOD_NONE);
    g.m->entry = vg_tok_method(main_row);
    char out[64];
    snprintf(out, sizeof out, "%d\nkept1\n7\nstatic2\n", GC_N);
    int rc = write_module(&g, dir, "vt_gcrefs", "expected", out);
    kmod_free(g.m);
    return rc;
}


/* ------------------------------------------------------------ vt_box
 *
 *   struct Point { public int x, y; public override string ToString() =>
 *                  "(" + x.ToString() + ", " + y.ToString() + ")"; }
 *   enum Color { Red, Green }   (its ToString(): "Red" / "Green")
 *   object o = 42; (int)o; o is int; o is long;
 *   Point p = ...(3, 4); Console.WriteLine((object)p); object b = p; p.x = 9;
 *   Console.WriteLine(b); ((Point)b).x; b.ToString(); (object)Color.Green;
 *   (int)(object)Color.Green; (Color)(object)42; and the failing casts:
 *   (int)(object)"x", (long)(object)5, (int)b, (Point)(object)null,
 *   (Point)(object)1; boxes of sbyte, short, ushort, float, double, bool;
 *   Pick(1) and Pick(Color.Green) with static int Pick(int) => 1 and
 *   static int Pick(Color) => 2, called through METHODREFs (two overloads:
 *   an ENUM signature element is not an int's).
 */
static const char vt_box_out[] =
    "42\nTrue\nFalse\n(3, 4)\n(3, 4)\n3\n4\n(3, 4)\nGreen\n1\n42\n"
    "Unable to cast object of type 'System.String' to type 'System.Int32'.\n"
    "Unable to cast object of type 'System.Int32' to type 'System.Int64'.\n"
    "Unable to cast object of type 'Point' to type 'System.Int32'.\n"
    "Object reference not set to an instance of an object.\n"
    "Unable to cast object of type 'System.Int32' to type 'Point'.\n"
    "Unable to cast object of type 'Color' to type 'System.Int64'.\n"
    "-5\n-300\n65535\n1.5\n2.25\nTrue\nRed\n1\n2\n";

static int gen_box(const char *dir)
{
    vg g = {kmod_new(0), 0, 0};
    lib L;
    lib_init(&g, &L);
    uint32_t pub = KMOD_ACC_PUBLIC;
    uint32_t tp = vg_type(&g, "", "P", pub, L.object);
    uint32_t tpt = vg_type(&g, "", "Point", KMOD_TYPE_VALUETYPE | KMOD_TYPE_SEALED | pub, L.object);
    uint32_t tc = vg_type(&g, "", "Color", KMOD_TYPE_ENUM | KMOD_TYPE_SEALED | pub, L.object);
    uint32_t pt = vg_tok_typedef(tpt), color = vg_tok_typedef(tc);
    uint32_t s_pt = vg_sigv(&g, KMOD_T_VALUETYPE, VG_TOK_BYTES(pt), -1);
    uint32_t s_i4 = vg_sigv(&g, KMOD_T_I4, -1);
    uint32_t x = vg_tok_field(vg_field(&g, tpt, "x", s_i4, pub));
    uint32_t y = vg_tok_field(vg_field(&g, tpt, "y", s_i4, pub));
    uint32_t tk_pt = vg_tok_sig(s_pt), tk_int = vg_tok_sig(s_i4);
    uint32_t tk_long = vg_tok_sig(vg_sigv(&g, KMOD_T_I8, -1));
    uint32_t tk_color = vg_tok_sig(vg_sigv(&g, KMOD_T_ENUM, VG_TOK_BYTES(color), -1));
    uint32_t tk_i1 = vg_tok_sig(vg_sigv(&g, KMOD_T_I1, -1)), tk_i2 = vg_tok_sig(vg_sigv(&g, KMOD_T_I2, -1));
    uint32_t tk_u2 = vg_tok_sig(vg_sigv(&g, KMOD_T_U2, -1)), tk_r4 = vg_tok_sig(vg_sigv(&g, KMOD_T_R4, -1));
    uint32_t tk_r8 = vg_tok_sig(vg_sigv(&g, KMOD_T_R8, -1)), tk_bool = vg_tok_sig(vg_sigv(&g, KMOD_T_BOOL, -1));
    /* locals: object o, Point p, object b */
    uint32_t locals = vg_sigv(&g, KMOD_SIG_LOCALS, 3, 0, KMOD_T_OBJECT, KMOD_T_VALUETYPE, VG_TOK_BYTES(pt),
                              KMOD_T_OBJECT, -1);
    clauses cl = {{{0}}, 0};
    vg_buf c = {{0}, 0};
    vg_i4(&c, IL_LDC_I4, 42), vg_tok(&c, IL_BOX, tk_int), vg_var(&c, IL_STLOC, 0);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_UNBOX_ANY, tk_int), vg_tok(&c, IL_CALL, L.wl_int);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_ISINST, tk_int), vg_op(&c, IL_LDNULL), vg_op(&c, IL_CGT_UN);
    vg_tok(&c, IL_CALL, L.wl_bool);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_ISINST, tk_long), vg_op(&c, IL_LDNULL), vg_op(&c, IL_CGT_UN);
    vg_tok(&c, IL_CALL, L.wl_bool);
    /* p.x = 3; p.y = 4; Console.WriteLine((object)p); b = p; p.x = 9; WriteLine(b) */
    vg_var(&c, IL_LDLOCA, 1), vg_i4(&c, IL_LDC_I4, 3), vg_tok(&c, IL_STFLD, x);
    vg_var(&c, IL_LDLOCA, 1), vg_i4(&c, IL_LDC_I4, 4), vg_tok(&c, IL_STFLD, y);
    vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_BOX, tk_pt), vg_tok(&c, IL_CALL, L.wl_object);
    vg_var(&c, IL_LDLOC, 1), vg_tok(&c, IL_BOX, tk_pt), vg_var(&c, IL_STLOC, 2);
    vg_var(&c, IL_LDLOCA, 1), vg_i4(&c, IL_LDC_I4, 9), vg_tok(&c, IL_STFLD, x);
    vg_var(&c, IL_LDLOC, 2), vg_tok(&c, IL_CALL, L.wl_object);
    vg_var(&c, IL_LDLOC, 2), vg_tok(&c, IL_UNBOX, tk_pt), vg_tok(&c, IL_LDFLD, x), vg_tok(&c, IL_CALL, L.wl_int);
    vg_var(&c, IL_LDLOC, 2), vg_tok(&c, IL_UNBOX_ANY, tk_pt), vg_tok(&c, IL_LDFLD, y), vg_tok(&c, IL_CALL, L.wl_int);
    vg_var(&c, IL_LDLOC, 2), vg_tok(&c, IL_CALLVIRT, L.obj_tostring), vg_tok(&c, IL_CALL, L.wl_string);
    /* enums */
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_BOX, tk_color), vg_tok(&c, IL_CALL, L.wl_object);
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_BOX, tk_color), vg_tok(&c, IL_UNBOX_ANY, tk_int), vg_tok(&c, IL_CALL, L.wl_int);
    vg_i4(&c, IL_LDC_I4, 42), vg_tok(&c, IL_BOX, tk_int), vg_tok(&c, IL_UNBOX_ANY, tk_color), vg_tok(&c, IL_CALL, L.wl_int);
    /* the failing casts, each caught */
    trying t = try_begin(&c);
    vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "x"))), vg_tok(&c, IL_UNBOX_ANY, tk_int);
    try_end(&c, &L, t, L.wl_int, L.t_ice, &cl);
    t = try_begin(&c);
    vg_i4(&c, IL_LDC_I4, 5), vg_tok(&c, IL_BOX, tk_int), vg_tok(&c, IL_UNBOX_ANY, tk_long);
    try_end(&c, &L, t, L.wl_long, L.t_ice, &cl);
    t = try_begin(&c);
    vg_var(&c, IL_LDLOC, 2), vg_tok(&c, IL_UNBOX, tk_int), vg_tok(&c, IL_LDIND, tk_int);
    try_end(&c, &L, t, L.wl_int, L.t_ice, &cl);
    t = try_begin(&c);
    vg_op(&c, IL_LDNULL), vg_tok(&c, IL_UNBOX_ANY, tk_pt), vg_tok(&c, IL_LDFLD, x);
    try_end(&c, &L, t, L.wl_int, L.t_nre, &cl);
    t = try_begin(&c);
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_BOX, tk_int), vg_tok(&c, IL_CASTCLASS, tk_pt);
    try_end(&c, &L, t, L.wl_object, L.t_ice, &cl);
    t = try_begin(&c);
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_BOX, tk_color), vg_tok(&c, IL_UNBOX_ANY, tk_long);
    try_end(&c, &L, t, L.wl_long, L.t_ice, &cl);
    /* the primitives round trip through their boxes */
    vg_i4(&c, IL_LDC_I4, -5), vg_op(&c, IL_CONV_I1), vg_tok(&c, IL_BOX, tk_i1), vg_tok(&c, IL_UNBOX_ANY, tk_i1);
    vg_tok(&c, IL_CALL, L.wl_int);
    vg_i4(&c, IL_LDC_I4, -300), vg_op(&c, IL_CONV_I2), vg_tok(&c, IL_BOX, tk_i2), vg_tok(&c, IL_UNBOX_ANY, tk_i2);
    vg_tok(&c, IL_CALL, L.wl_int);
    vg_i4(&c, IL_LDC_I4, 65535), vg_op(&c, IL_CONV_U2), vg_tok(&c, IL_BOX, tk_u2), vg_tok(&c, IL_UNBOX_ANY, tk_u2);
    vg_tok(&c, IL_CALL, L.wl_int);
    vg_r4(&c, 1.5f), vg_tok(&c, IL_BOX, tk_r4), vg_tok(&c, IL_UNBOX_ANY, tk_r4), vg_op(&c, IL_CONV_R8);
    vg_tok(&c, IL_CALL, L.wl_double);
    vg_r8(&c, 2.25), vg_tok(&c, IL_BOX, tk_r8), vg_tok(&c, IL_UNBOX_ANY, tk_r8), vg_tok(&c, IL_CALL, L.wl_double);
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_BOX, tk_bool), vg_tok(&c, IL_UNBOX_ANY, tk_bool), vg_tok(&c, IL_CALL, L.wl_bool);
    /* a box of the enum's zero, printed through its override */
    vg_i4(&c, IL_LDC_I4, 0), vg_tok(&c, IL_BOX, tk_color), vg_tok(&c, IL_CALLVIRT, L.obj_tostring);
    vg_tok(&c, IL_CALL, L.wl_string);
    /* Pick(1), Pick(Color.Green): METHODREFs by signature */
    uint32_t s_pick_i = vg_sigv(&g, KMOD_SIG_METHOD, 1, 0, KMOD_T_I4, KMOD_T_I4, -1);
    uint32_t s_pick_e = vg_sigv(&g, KMOD_SIG_METHOD, 1, 0, KMOD_T_I4, KMOD_T_ENUM, VG_TOK_BYTES(color), -1);
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_CALL, vg_methodref(&g, vg_tok_typedef(tp), "Pick", s_pick_i));
    vg_tok(&c, IL_CALL, L.wl_int);
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_CALL, vg_methodref(&g, vg_tok_typedef(tp), "Pick", s_pick_e));
    vg_tok(&c, IL_CALL, L.wl_int);
    vg_op(&c, IL_RET);
    uint32_t main_row = vg_method(&g, tp, "Main", L.sig_void, KMOD_METH_STATIC | pub, &c, 4, locals);
    add_clauses(&g, &cl);
    for (int k = 1; k <= 2; k++) {   /* static int Pick(int) => 1; static int Pick(Color) => 2 */
        c.n = 0;
        vg_i4(&c, IL_LDC_I4, k), vg_op(&c, IL_RET);
        vg_method(&g, tp, "Pick", k == 1 ? s_pick_i : s_pick_e, KMOD_METH_STATIC | pub, &c, 1, KMOD_NONE);
    }
    uint32_t s_tostr = vg_sigv(&g, KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_STRING, -1);
    /* Point.ToString(): "(" + x + ", " + y + ")" */
    c.n = 0;
    vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "("))), vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDFLD, x);
    vg_tok(&c, IL_CALL, L.int_tostring), vg_tok(&c, IL_CALL, L.concat2);
    vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, ", "))), vg_tok(&c, IL_CALL, L.concat2);
    vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDFLD, y), vg_tok(&c, IL_CALL, L.int_tostring);
    vg_tok(&c, IL_CALL, L.concat2);
    vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, ")"))), vg_tok(&c, IL_CALL, L.concat2), vg_op(&c, IL_RET);
    vg_method(&g, tpt, "ToString", s_tostr, pub | KMOD_METH_VIRTUAL, &c, 3, KMOD_NONE);
    /* Color.ToString(): this == 1 ? "Green" : "Red" (this: a ref int) */
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDIND, tk_int), vg_i4(&c, IL_LDC_I4, 1), vg_op(&c, IL_CEQ);
    uint32_t red = vg_br(&c, IL_BRFALSE);
    vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "Green"))), vg_op(&c, IL_RET);
    vg_here(&c, red);
    vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "Red"))), vg_op(&c, IL_RET);
    vg_method(&g, tc, "ToString", s_tostr, pub | KMOD_METH_VIRTUAL, &c, 2, KMOD_NONE);
    g.m->entry = vg_tok_method(main_row);
    int rc = write_module(&g, dir, "vt_box", "expected", vt_box_out);
    /* lines `kiln dis` must print (instructions without their IL_xxxx: label) */
    char path[1024];
    snprintf(path, sizeof path, "%s/vt_box.dis", dir);
    FILE *f = fopen(path, "w");
    if (!f || fputs("public struct Point : System.Object\npublic enum Color : System.Object\n"
                    "public override string ToString()  // method 3\nbox int\nunbox.any int\n"
                    "box Point\nunbox Point\nunbox.any Point\nbox Color\nunbox.any Color\n"
                    "ldc.r4 1.5\nbox float\nunbox.any sbyte\ncastclass Point\n", f) < 0 || fclose(f))
        rc = -1;
    kmod_free(g.m);
    return rc;
}

/* ------------------------------------------------------------ vt_numeric
 *
 *   sbyte/short/ushort in arrays, struct fields and statics (sign or zero
 *   extended), their unchecked conversions; float arithmetic in float
 *   precision, float parameters and results, conversions to and from
 *   float; checked arithmetic and conversions (OverflowException). Each
 *   line's C# is in the comment before its code.
 */
static const char vt_numeric_out[] =
    "-56\n-25536\n65535\n-1\n-2\n65534\n0.10000000149011612\n12\n-7\n4464\n65534\n-1\n"
    "True\n0.30000001192092896\n0.3333333432674408\n1.5\n16777216\n0.10000000149011612\n2\n-2\n"
    "True\nFalse\n5\n1.5\n-2.5\n9.223372036854776E+18\n"
    "Arithmetic operation resulted in an overflow.\n"
    "Arithmetic operation resulted in an overflow.\n"
    "Arithmetic operation resulted in an overflow.\n"
    "5\n"
    "Arithmetic operation resulted in an overflow.\n-128\n"
    "Arithmetic operation resulted in an overflow.\n"
    "Arithmetic operation resulted in an overflow.\n"
    "Arithmetic operation resulted in an overflow.\n4294967295\n"
    "Arithmetic operation resulted in an overflow.\n"
    "Arithmetic operation resulted in an overflow.\n-2\n"
    "Arithmetic operation resulted in an overflow.\n18446744073709551615\n"
    "Arithmetic operation resulted in an overflow.\n"
    "Arithmetic operation resulted in an overflow.\n"
    "Arithmetic operation resulted in an overflow.\n"
    "-9223372036854775807\n";

/* try { <the operations emit(c) leaves one value of> ; print with wl }
 * catch (OverflowException e) { print e.Message } */
#define CHECKED(wl, ...) do { trying t_ = try_begin(&c); __VA_ARGS__; \
                              try_end(&c, &L, t_, (wl), L.t_ovf, &cl); } while (0)

static int gen_numeric(const char *dir)
{
    vg g = {kmod_new(0), 0, 0};
    lib L;
    lib_init(&g, &L);
    uint32_t pub = KMOD_ACC_PUBLIC;
    uint32_t tp = vg_type(&g, "", "P", pub, L.object);
    uint32_t tsm = vg_type(&g, "", "Small", KMOD_TYPE_VALUETYPE | KMOD_TYPE_SEALED | pub, L.object);
    uint32_t small = vg_tok_typedef(tsm);
    uint32_t s_i1 = vg_sigv(&g, KMOD_T_I1, -1), s_i2 = vg_sigv(&g, KMOD_T_I2, -1);
    uint32_t s_u2 = vg_sigv(&g, KMOD_T_U2, -1), s_r4 = vg_sigv(&g, KMOD_T_R4, -1);
    uint32_t f_ss = vg_field(&g, tp, "ss", s_i1, pub | KMOD_FIELD_STATIC);
    uint32_t fa = vg_tok_field(vg_field(&g, tsm, "a", s_i1, pub));
    uint32_t fb = vg_tok_field(vg_field(&g, tsm, "b", s_i2, pub));
    uint32_t fc = vg_tok_field(vg_field(&g, tsm, "c", s_u2, pub));
    uint32_t ff = vg_tok_field(vg_field(&g, tsm, "f", s_r4, pub));
    uint32_t tk_i1 = vg_tok_sig(s_i1), tk_i2 = vg_tok_sig(s_i2), tk_u2 = vg_tok_sig(s_u2);
    uint32_t tk_r4 = vg_tok_sig(s_r4);
    uint32_t tk_small = vg_tok_sig(vg_sigv(&g, KMOD_T_VALUETYPE, VG_TOK_BYTES(small), -1));
    uint32_t m_half = vg_tok_method(1);
    /* locals: Small s, float[] fa, float nan */
    uint32_t locals = vg_sigv(&g, KMOD_SIG_LOCALS, 3, 0, KMOD_T_VALUETYPE, VG_TOK_BYTES(small),
                              KMOD_T_SZARRAY, KMOD_T_R4, KMOD_T_R4, -1);
    clauses cl = {{{0}}, 0};
    vg_buf c = {{0}, 0};
#define WL() vg_tok(&c, IL_CALL, L.wl_int)
#define WLD() vg_op(&c, IL_CONV_R8), vg_tok(&c, IL_CALL, L.wl_double)
    /* new sbyte[2] { [0] = unchecked((sbyte)200) }[0], the same for short 40000, ushort -1 */
    vg_i4(&c, IL_LDC_I4, 2), vg_tok(&c, IL_NEWARR, tk_i1), vg_op(&c, IL_DUP), vg_i4(&c, IL_LDC_I4, 0);
    vg_i4(&c, IL_LDC_I4, 200), vg_op(&c, IL_CONV_I1), vg_tok(&c, IL_STELEM, tk_i1);
    vg_i4(&c, IL_LDC_I4, 0), vg_tok(&c, IL_LDELEM, tk_i1), WL();
    vg_i4(&c, IL_LDC_I4, 2), vg_tok(&c, IL_NEWARR, tk_i2), vg_op(&c, IL_DUP), vg_i4(&c, IL_LDC_I4, 1);
    vg_i4(&c, IL_LDC_I4, 40000), vg_op(&c, IL_CONV_I2), vg_tok(&c, IL_STELEM, tk_i2);
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_LDELEM, tk_i2), WL();
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_NEWARR, tk_u2), vg_op(&c, IL_DUP), vg_i4(&c, IL_LDC_I4, 0);
    vg_i4(&c, IL_LDC_I4, -1), vg_op(&c, IL_CONV_U2), vg_tok(&c, IL_STELEM, tk_u2);
    vg_i4(&c, IL_LDC_I4, 0), vg_tok(&c, IL_LDELEMA, tk_u2), vg_tok(&c, IL_LDIND, tk_u2), WL();
    /* s.a = -1; s.b = -2; s.c = 65534; s.f = 0.1f; s.a; s.b; s.c; (double)s.f; sizeof(Small) */
    vg_var(&c, IL_LDLOCA, 0), vg_i4(&c, IL_LDC_I4, -1), vg_op(&c, IL_CONV_I1), vg_tok(&c, IL_STFLD, fa);
    vg_var(&c, IL_LDLOCA, 0), vg_i4(&c, IL_LDC_I4, -2), vg_op(&c, IL_CONV_I2), vg_tok(&c, IL_STFLD, fb);
    vg_var(&c, IL_LDLOCA, 0), vg_i4(&c, IL_LDC_I4, 65534), vg_op(&c, IL_CONV_U2), vg_tok(&c, IL_STFLD, fc);
    vg_var(&c, IL_LDLOCA, 0), vg_r4(&c, 0.1f), vg_tok(&c, IL_STFLD, ff);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, fa), WL();
    vg_var(&c, IL_LDLOCA, 0), vg_tok(&c, IL_LDFLD, fb), WL();
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, fc), WL();
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, ff), WLD();
    vg_tok(&c, IL_SIZEOF, tk_small), WL();
    /* ss = -7; ss */
    vg_i4(&c, IL_LDC_I4, -7), vg_op(&c, IL_CONV_I1), vg_tok(&c, IL_STSFLD, vg_tok_field(f_ss));
    vg_tok(&c, IL_LDSFLD, vg_tok_field(f_ss)), WL();
    /* unchecked((short)70000), (ushort)-2, (sbyte)255 */
    vg_i4(&c, IL_LDC_I4, 70000), vg_op(&c, IL_CONV_I2), WL();
    vg_i4(&c, IL_LDC_I4, -2), vg_op(&c, IL_CONV_U2), WL();
    vg_i4(&c, IL_LDC_I4, 255), vg_op(&c, IL_CONV_I1), WL();
    /* 16777216f + 1f == 16777216f; (double)(0.1f + 0.2f); (double)(1f / 3f); (double)Half(3f) */
    vg_r4(&c, 16777216.0f), vg_r4(&c, 1.0f), vg_op(&c, IL_ADD), vg_r4(&c, 16777216.0f), vg_op(&c, IL_CEQ);
    vg_tok(&c, IL_CALL, L.wl_bool);
    vg_r4(&c, 0.1f), vg_r4(&c, 0.2f), vg_op(&c, IL_ADD), WLD();
    vg_r4(&c, 1.0f), vg_r4(&c, 3.0f), vg_op(&c, IL_DIV), WLD();
    vg_r4(&c, 3.0f), vg_tok(&c, IL_CALL, m_half), WLD();
    /* (double)(float)16777217; (double)(float)0.1; (int)2.9f; (int)-2.9f */
    vg_i4(&c, IL_LDC_I4, 16777217), vg_op(&c, IL_CONV_R4), WLD();
    vg_r8(&c, 0.1), vg_op(&c, IL_CONV_R4), WLD();
    vg_r4(&c, 2.9f), vg_op(&c, IL_CONV_I4), WL();
    vg_r4(&c, -2.9f), vg_op(&c, IL_CONV_I4), WL();
    /* 1.5f < 2.5f; nan = 0f / 0f; nan == nan */
    vg_r4(&c, 1.5f), vg_r4(&c, 2.5f), vg_op(&c, IL_CLT), vg_tok(&c, IL_CALL, L.wl_bool);
    vg_r4(&c, 0.0f), vg_r4(&c, 0.0f), vg_op(&c, IL_DIV), vg_var(&c, IL_STLOC, 2);
    vg_var(&c, IL_LDLOC, 2), vg_var(&c, IL_LDLOC, 2), vg_op(&c, IL_CEQ), vg_tok(&c, IL_CALL, L.wl_bool);
    /* fa = new float[1]; fa[0] = 2.5f; fa[0] * 2f; 7.5f % 2f; -fa[0] */
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_NEWARR, tk_r4), vg_var(&c, IL_STLOC, 1);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, 0), vg_r4(&c, 2.5f), vg_tok(&c, IL_STELEM, tk_r4);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, 0), vg_tok(&c, IL_LDELEM, tk_r4), vg_r4(&c, 2.0f);
    vg_op(&c, IL_MUL), WLD();
    vg_r4(&c, 7.5f), vg_r4(&c, 2.0f), vg_op(&c, IL_REM), WLD();
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, 0), vg_tok(&c, IL_LDELEM, tk_r4), vg_op(&c, IL_NEG), WLD();
    /* (double)(float)long.MaxValue */
    vg_i8(&c, INT64_MAX), vg_op(&c, IL_CONV_R4), WLD();
    /* checked: int.MaxValue + 1; 0u - 1u; long.MaxValue * 2; 2 + 3 */
    CHECKED(L.wl_int, vg_i4(&c, IL_LDC_I4, INT32_MAX), vg_i4(&c, IL_LDC_I4, 1), vg_op(&c, IL_ADD_OVF));
    CHECKED(L.wl_uint, vg_i4(&c, IL_LDC_I4, 0), vg_i4(&c, IL_LDC_I4, 1), vg_op(&c, IL_SUB_OVF_UN));
    CHECKED(L.wl_long, vg_i8(&c, INT64_MAX), vg_i8(&c, 2), vg_op(&c, IL_MUL_OVF));
    CHECKED(L.wl_int, vg_i4(&c, IL_LDC_I4, 2), vg_i4(&c, IL_LDC_I4, 3), vg_op(&c, IL_ADD_OVF));
    /* checked((sbyte)200), ((sbyte)-128), ((byte)-1) */
    CHECKED(L.wl_int, vg_i4(&c, IL_LDC_I4, 200), vg_op(&c, IL_CONV_OVF_I1));
    CHECKED(L.wl_int, vg_i4(&c, IL_LDC_I4, -128), vg_op(&c, IL_CONV_OVF_I1));
    CHECKED(L.wl_int, vg_i4(&c, IL_LDC_I4, -1), vg_op(&c, IL_CONV_OVF_U1));
    /* checked((uint)-1), ((int)0x80000000u), ((uint)0xFFFFFFFFu) */
    CHECKED(L.wl_uint, vg_i4(&c, IL_LDC_I4, -1), vg_op(&c, IL_CONV_OVF_U4));
    CHECKED(L.wl_int, vg_i4(&c, IL_LDC_I4, INT32_MIN), vg_op(&c, IL_CONV_OVF_I4_UN));
    CHECKED(L.wl_uint, vg_i4(&c, IL_LDC_I4, -1), vg_op(&c, IL_CONV_OVF_U4_UN));
    /* checked((int)1e10), ((int)double.NaN), ((int)-2.5) */
    CHECKED(L.wl_int, vg_r8(&c, 1e10), vg_op(&c, IL_CONV_OVF_I4));
    CHECKED(L.wl_int, vg_r8(&c, 0.0), vg_r8(&c, 0.0), vg_op(&c, IL_DIV), vg_op(&c, IL_CONV_OVF_I4));
    CHECKED(L.wl_int, vg_r8(&c, -2.5), vg_op(&c, IL_CONV_OVF_I4));
    /* checked((ulong)-1L), ((ulong)ulong.MaxValue) */
    CHECKED(L.wl_ulong, vg_i8(&c, -1), vg_op(&c, IL_CONV_OVF_U8));
    CHECKED(L.wl_ulong, vg_i8(&c, -1), vg_op(&c, IL_CONV_OVF_U8_UN));
    /* checked((short)40000f); 65536u * 65536u; long.MinValue - 1; long.MinValue + 1 */
    CHECKED(L.wl_int, vg_r4(&c, 40000.0f), vg_op(&c, IL_CONV_OVF_I2));
    CHECKED(L.wl_uint, vg_i4(&c, IL_LDC_I4, 65536), vg_i4(&c, IL_LDC_I4, 65536), vg_op(&c, IL_MUL_OVF_UN));
    CHECKED(L.wl_long, vg_i8(&c, INT64_MIN), vg_i8(&c, 1), vg_op(&c, IL_SUB_OVF));
    CHECKED(L.wl_long, vg_i8(&c, INT64_MIN), vg_i8(&c, 1), vg_op(&c, IL_ADD_OVF));
    vg_op(&c, IL_RET);
#undef WL
#undef WLD
    uint32_t main_row = vg_method(&g, tp, "Main", L.sig_void, KMOD_METH_STATIC | pub, &c, 6, locals);
    add_clauses(&g, &cl);
    /* static float Half(float x) => x * 0.5f; */
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_r4(&c, 0.5f), vg_op(&c, IL_MUL), vg_op(&c, IL_RET);
    vg_method(&g, tp, "Half", vg_sigv(&g, KMOD_SIG_METHOD, 1, 0, KMOD_T_R4, KMOD_T_R4, -1),
              KMOD_METH_STATIC | pub, &c, 2, KMOD_NONE);
    g.m->entry = vg_tok_method(main_row);
    int rc = write_module(&g, dir, "vt_numeric", "expected", vt_numeric_out);
    kmod_free(g.m);
    return rc;
}

/* ------------------------------------------------------------ refusals
 *
 * Modules the loader or a verifier must refuse, each with the one line
 * `kiln run` prints. The world: class P { static void Main() }, struct
 * Point { int x; int Len2(); Point(int) }, struct Self { Self s; } (only in
 * bad_self), class C. Main's body is the case's.
 */
enum { BAD_SELF, BAD_VT_CLASS, BAD_NEWOBJ, BAD_CALLVIRT, BAD_BOX_REF, BAD_MIX, BAD_STRUCTS,
       BAD_FIELD_REF, BAD_THIS_REF, BAD_PARENT, BAD_COUNT };

static const struct { const char *name, *error; } bad_cases[BAD_COUNT] = {
    [BAD_SELF] = {"bad_self", "module program: struct Self contains itself (field Self.s)"},
    [BAD_VT_CLASS] = {"bad_vt_class", "module program: does not verify: method 0 (P.Main): "
                                      "signature: VALUETYPE names a type that is not a struct C"},
    [BAD_NEWOBJ] = {"bad_newobj", "module program: does not verify: method 0 (P.Main): IL_0005: "
                                  "newobj of a value type (initialize it through its address: "
                                  "ldloca; call .ctor)"},
    [BAD_CALLVIRT] = {"bad_callvirt", "module program: does not verify: method 0 (P.Main): IL_0008: "
                                      "callvirt of a value type's method (call it with the value's "
                                      "address)"},
    [BAD_BOX_REF] = {"bad_box_ref", "corrupt module: method 0 (P.Main): IL_0005: box: token "
                                    "0x%08x: SIG token does not name a value type"},
    [BAD_MIX] = {"bad_mix", "corrupt module: method 0 (P.Main): IL_000e: add on r4 and r8"},
    [BAD_STRUCTS] = {"bad_structs", "corrupt module: method 0 (P.Main): IL_0003: stloc: value is the "
                                    "struct of token 0x01000001, expected the struct of token 0x01000002"},
    [BAD_FIELD_REF] = {"bad_field_ref", "module program: does not verify: method 0 (P.Main): IL_0008: "
                                        "ldfld: a field of a value type through an object reference "
                                        "(unbox it)"},
    [BAD_PARENT] = {"bad_parent", "module program: struct Point: its parent C is not a class without "
                                  "instance fields"},
    [BAD_THIS_REF] = {"bad_this_ref", "module program: does not verify: method 0 (P.Main): IL_0008: "
                                      "call: this is boxed Point, expected ref Point"},
};

static int gen_bad(const char *dir, int which)
{
    vg g = {kmod_new(0), 0, 0};
    lib L;
    lib_init(&g, &L);
    uint32_t pub = KMOD_ACC_PUBLIC, vt = KMOD_TYPE_VALUETYPE | KMOD_TYPE_SEALED | pub;
    uint32_t tp = vg_type(&g, "", "P", pub, L.object);
    uint32_t tpt = vg_type(&g, "", "Point", vt, which == BAD_PARENT ? vg_tok_typedef(3) : L.object);
    uint32_t to = vg_type(&g, "", "Other", vt, L.object);
    uint32_t tcl = vg_type(&g, "", "C", pub, L.object);
    uint32_t tself = which == BAD_SELF ? vg_type(&g, "", "Self", vt, L.object) : 0;
    uint32_t pt = vg_tok_typedef(tpt);
    uint32_t s_pt = vg_sigv(&g, KMOD_T_VALUETYPE, VG_TOK_BYTES(pt), -1);
    uint32_t x = vg_tok_field(vg_field(&g, tpt, "x", vg_sigv(&g, KMOD_T_I4, -1), pub));
    vg_field(&g, to, "y", vg_sigv(&g, KMOD_T_I4, -1), pub);
    if (which == BAD_PARENT)   /* struct Point : C, and C has a field */
        vg_field(&g, tcl, "c", vg_sigv(&g, KMOD_T_I4, -1), pub);
    if (which == BAD_SELF)
        vg_field(&g, tself, "s", vg_sigv(&g, KMOD_T_VALUETYPE, VG_TOK_BYTES(vg_tok_typedef(tself)), -1), pub);
    uint32_t tk_pt = vg_tok_sig(s_pt), tk_str = vg_tok_sig(vg_sigv(&g, KMOD_T_STRING, -1));
    uint32_t m_len2 = vg_tok_method(1), m_ctor = vg_tok_method(2);
    uint32_t locals = vg_sigv(&g, KMOD_SIG_LOCALS, 2, 0, KMOD_T_VALUETYPE, VG_TOK_BYTES(pt),
                              which == BAD_VT_CLASS ? KMOD_T_VALUETYPE : KMOD_T_VALUETYPE,
                              VG_TOK_BYTES(vg_tok_typedef(which == BAD_VT_CLASS ? tcl : to)), -1);
    vg_buf c = {{0}, 0};
    switch (which) {
    case BAD_NEWOBJ:   /* new Point(1) as newobj */
        vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_NEWOBJ, m_ctor), vg_op(&c, IL_POP);
        break;
    case BAD_CALLVIRT:   /* p.Len2() as callvirt on a box of p */
        vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_BOX, tk_pt), vg_tok(&c, IL_CALLVIRT, m_len2), vg_op(&c, IL_POP);
        break;
    case BAD_BOX_REF:   /* box of a string */
        vg_tok(&c, IL_LDSTR, vg_tok_string(vg_str(&g, "s"))), vg_tok(&c, IL_BOX, tk_str), vg_op(&c, IL_POP);
        break;
    case BAD_MIX:   /* 1f + 1.0 without conv.r8 */
        vg_r4(&c, 1.0f), vg_r8(&c, 1.0), vg_op(&c, IL_ADD), vg_op(&c, IL_POP);
        break;
    case BAD_STRUCTS:   /* Other o = p; */
        vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_STLOC, 1);
        break;
    case BAD_FIELD_REF:   /* ((object)p).x without unbox */
        vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_BOX, tk_pt), vg_tok(&c, IL_LDFLD, x), vg_op(&c, IL_POP);
        break;
    case BAD_THIS_REF:   /* Len2 called on the box itself */
        vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_BOX, tk_pt), vg_tok(&c, IL_CALL, m_len2), vg_op(&c, IL_POP);
        break;
    default:
        break;
    }
    vg_op(&c, IL_RET);
    uint32_t main_row = vg_method(&g, tp, "Main", L.sig_void, KMOD_METH_STATIC | pub, &c, 4, locals);
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_tok(&c, IL_LDFLD, x), vg_op(&c, IL_RET);
    vg_method(&g, tpt, "Len2", vg_sigv(&g, KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_I4, -1), pub, &c, 2, KMOD_NONE);
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_var(&c, IL_LDARG, 1), vg_tok(&c, IL_STFLD, x), vg_op(&c, IL_RET);
    vg_method(&g, tpt, ".ctor", vg_sigv(&g, KMOD_SIG_METHOD_THIS, 1, 0, KMOD_T_VOID, KMOD_T_I4, -1),
              pub | KMOD_METH_CTOR | KMOD_METH_SPECIALNAME, &c, 2, KMOD_NONE);
    g.m->entry = vg_tok_method(main_row);
    char path[1024], msg[512], line[1600];
    snprintf(msg, sizeof msg, bad_cases[which].error, tk_str);
    snprintf(path, sizeof path, "%s/%s.kmod", dir, bad_cases[which].name);
    if (!strncmp(msg, "corrupt", 7))   /* kmod_read's: the file is named */
        snprintf(line, sizeof line, "kiln: error: %s: %s\n", path, msg);
    else
        snprintf(line, sizeof line, "kiln: error: %s\n", msg);
    int rc = write_module(&g, dir, bad_cases[which].name, "error", line);
    kmod_free(g.m);
    return rc;
}

/* ------------------------------------------------------------ vt_noalloc
 *
 *   struct V { public double x, y, z; }
 *   static V Add(V a, V b) { V r; r.x = a.x + b.x; r.y = a.y + b.y; r.z = a.z + b.z; return r; }
 *   static void Bump(ref V v) { v.z += 1; }
 *   static void Main() { V acc = default; V[] arr = new V[4]; V[] hits = new V[1];
 *     for (int i = 0; i < N; i++) { V t = acc; t.x = 1; acc = Add(acc, t);
 *       arr[i & 3] = acc; arr[i & 3].y += 1; Bump(ref hits[0]); }
 *     Console.WriteLine((int)acc.x); Console.WriteLine((int)hits[0].z); Console.WriteLine((int)arr[3].y); }
 * Struct copies, arguments, results, element updates and ref access never
 * allocate: vt_noalloc.maxalloc bounds the run's gc_bytes_allocated (the
 * two arrays and the console's strings) far below one allocation per
 * iteration.
 */
#define NOALLOC_N 100000

static int gen_noalloc(const char *dir)
{
    vg g = {kmod_new(0), 0, 0};
    lib L;
    lib_init(&g, &L);
    uint32_t pub = KMOD_ACC_PUBLIC;
    uint32_t tp = vg_type(&g, "", "P", pub, L.object);
    uint32_t tv = vg_type(&g, "", "V", KMOD_TYPE_VALUETYPE | KMOD_TYPE_SEALED | pub, L.object);
    uint32_t v = vg_tok_typedef(tv);
    uint32_t s_v = vg_sigv(&g, KMOD_T_VALUETYPE, VG_TOK_BYTES(v), -1), s_r8 = vg_sigv(&g, KMOD_T_R8, -1);
    uint32_t fx = vg_tok_field(vg_field(&g, tv, "x", s_r8, pub));
    uint32_t fy = vg_tok_field(vg_field(&g, tv, "y", s_r8, pub));
    uint32_t fz = vg_tok_field(vg_field(&g, tv, "z", s_r8, pub));
    uint32_t tk_v = vg_tok_sig(s_v);
    uint32_t m_add = vg_tok_method(1), m_bump = vg_tok_method(2);
    /* locals: V acc, V[] arr, V[] hits, int i, V t */
    uint32_t locals = vg_sigv(&g, KMOD_SIG_LOCALS, 5, 0, KMOD_T_VALUETYPE, VG_TOK_BYTES(v), KMOD_T_SZARRAY,
                              KMOD_T_VALUETYPE, VG_TOK_BYTES(v), KMOD_T_SZARRAY, KMOD_T_VALUETYPE,
                              VG_TOK_BYTES(v), KMOD_T_I4, KMOD_T_VALUETYPE, VG_TOK_BYTES(v), -1);
    vg_buf c = {{0}, 0};
    vg_i4(&c, IL_LDC_I4, 4), vg_tok(&c, IL_NEWARR, tk_v), vg_var(&c, IL_STLOC, 1);
    vg_i4(&c, IL_LDC_I4, 1), vg_tok(&c, IL_NEWARR, tk_v), vg_var(&c, IL_STLOC, 2);
    uint32_t enter = vg_br(&c, IL_BR);
    uint32_t top = c.n;
    /* t = acc; t.x = 1; acc = Add(acc, t) */
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_STLOC, 4);
    vg_var(&c, IL_LDLOCA, 4), vg_r8(&c, 1.0), vg_tok(&c, IL_STFLD, fx);
    vg_var(&c, IL_LDLOC, 0), vg_var(&c, IL_LDLOC, 4), vg_tok(&c, IL_CALL, m_add), vg_var(&c, IL_STLOC, 0);
    /* arr[i & 3] = acc; arr[i & 3].y += 1 */
    vg_var(&c, IL_LDLOC, 1), vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, 3), vg_op(&c, IL_AND);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_STELEM, tk_v);
    vg_var(&c, IL_LDLOC, 1), vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, 3), vg_op(&c, IL_AND);
    vg_tok(&c, IL_LDELEMA, tk_v), vg_op(&c, IL_DUP), vg_tok(&c, IL_LDFLD, fy), vg_r8(&c, 1.0), vg_op(&c, IL_ADD);
    vg_tok(&c, IL_STFLD, fy);
    /* Bump(ref hits[0]); i++ */
    vg_var(&c, IL_LDLOC, 2), vg_i4(&c, IL_LDC_I4, 0), vg_tok(&c, IL_LDELEMA, tk_v), vg_tok(&c, IL_CALL, m_bump);
    vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, 1), vg_op(&c, IL_ADD), vg_var(&c, IL_STLOC, 3);
    vg_here(&c, enter);
    vg_var(&c, IL_LDLOC, 3), vg_i4(&c, IL_LDC_I4, NOALLOC_N), vg_op(&c, IL_CLT), vg_back(&c, IL_BRTRUE, top);
    vg_var(&c, IL_LDLOC, 0), vg_tok(&c, IL_LDFLD, fx), vg_op(&c, IL_CONV_I4), vg_tok(&c, IL_CALL, L.wl_int);
    vg_var(&c, IL_LDLOC, 2), vg_i4(&c, IL_LDC_I4, 0), vg_tok(&c, IL_LDELEM, tk_v), vg_tok(&c, IL_LDFLD, fz);
    vg_op(&c, IL_CONV_I4), vg_tok(&c, IL_CALL, L.wl_int);
    vg_var(&c, IL_LDLOC, 1), vg_i4(&c, IL_LDC_I4, 3), vg_tok(&c, IL_LDELEMA, tk_v), vg_tok(&c, IL_LDFLD, fy);
    vg_op(&c, IL_CONV_I4), vg_tok(&c, IL_CALL, L.wl_int);
    vg_op(&c, IL_RET);
    uint32_t st = KMOD_METH_STATIC | pub;
    uint32_t main_row = vg_method(&g, tp, "Main", L.sig_void, st, &c, 6, locals);
    /* static V Add(V a, V b) */
    c.n = 0;
    uint32_t fs[3] = {fx, fy, fz};
    for (int k = 0; k < 3; k++) {
        vg_var(&c, IL_LDLOCA, 0), vg_var(&c, IL_LDARGA, 0), vg_tok(&c, IL_LDFLD, fs[k]);
        vg_var(&c, IL_LDARG, 1), vg_tok(&c, IL_LDFLD, fs[k]), vg_op(&c, IL_ADD), vg_tok(&c, IL_STFLD, fs[k]);
    }
    vg_var(&c, IL_LDLOC, 0), vg_op(&c, IL_RET);
    vg_method(&g, tp, "Add", vg_sigv(&g, KMOD_SIG_METHOD, 2, 0, KMOD_T_VALUETYPE, VG_TOK_BYTES(v),
                                     KMOD_T_VALUETYPE, VG_TOK_BYTES(v), KMOD_T_VALUETYPE, VG_TOK_BYTES(v), -1),
              st, &c, 4, vg_sigv(&g, KMOD_SIG_LOCALS, 1, 0, KMOD_T_VALUETYPE, VG_TOK_BYTES(v), -1));
    /* static void Bump(ref V v) { v.z += 1; } */
    c.n = 0;
    vg_var(&c, IL_LDARG, 0), vg_op(&c, IL_DUP), vg_tok(&c, IL_LDFLD, fz), vg_r8(&c, 1.0), vg_op(&c, IL_ADD);
    vg_tok(&c, IL_STFLD, fz), vg_op(&c, IL_RET);
    vg_method(&g, tp, "Bump", vg_sigv(&g, KMOD_SIG_METHOD, 1, 0, KMOD_T_VOID, KMOD_T_BYREF, KMOD_T_VALUETYPE,
                                      VG_TOK_BYTES(v), -1), st, &c, 3, KMOD_NONE);
    g.m->entry = vg_tok_method(main_row);
    char out[64];
    snprintf(out, sizeof out, "%d\n%d\n1\n", NOALLOC_N, NOALLOC_N);
    int rc = write_module(&g, dir, "vt_noalloc", "expected", out);
    char path[1024];
    snprintf(path, sizeof path, "%s/vt_noalloc.maxalloc", dir);
    FILE *f = fopen(path, "w");
    if (!f || fputs("16384\n", f) < 0 || fclose(f))
        rc = -1;
    kmod_free(g.m);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: vtgen OUTDIR\n");
        return 2;
    }
    int rc = gen_struct(argv[1]) | gen_gcrefs(argv[1]) | gen_box(argv[1]) | gen_numeric(argv[1]) | gen_noalloc(argv[1]);
    for (int i = 0; i < BAD_COUNT; i++)
        rc |= gen_bad(argv[1], i);
    return rc ? 1 : 0;
}
