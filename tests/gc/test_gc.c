/* test_gc.c - Check suite for the collector (gc/gc.h), over a fake type system.
 *
 * Each test starts its own heap (gc_init) and ends it (gc_shutdown), so the
 * suite runs both forked (default) and with CK_FORK=no. Objects meant to die
 * are made in non-inlined helpers whose addresses are kept only "hidden"
 * (xor-ed), and the dead part of the stack is wiped before collecting, so a
 * conservative root does not keep them by accident; assertions about freeing
 * allow for a small number of false retentions. A reference stored into an
 * object that may have survived a collection since it was allocated goes
 * through gc_store_ref (the write barrier), as in the runtime.
 */
#include "gc/gc.h"
#include "gc/gc_testing.h"
#include "gc/gc_internal.h"   /* white-box: the lock tests hold gc_st's locks */

#include <check.h>
#include <stdio.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- the fake type system ---- */

typedef struct node {
    const gc_desc *type;
    struct node *left;
    struct node *right;
    int64_t value;
} node;

static const uint32_t node_offsets[] = { 8, 16 };
static const gc_desc node_desc = { .base_size = 32, .nrefs = 2, .ref_offsets = node_offsets };
static const gc_desc leaf_desc = { .base_size = 16 };   /* type + int64, no refs */
static const gc_desc refarr_desc = { .base_size = 16, .elem_size = 8, .elems_are_refs = 1,
                                     .is_array = 1 };
static const gc_desc bytes_desc = { .base_size = 16, .elem_size = 1, .is_array = 1 };

#define HIDE_MASK ((uintptr_t)0xA5A5A5A5A5A5A5A5u)
static uintptr_t hide(const void *p) { return (uintptr_t)p ^ HIDE_MASK; }
static void *unhide(uintptr_t h) { return (void *)(h ^ HIDE_MASK); }

static gc_thread main_t;


/* Slices bounded by objects, not time (a test may set a time): a minor
 * collection then stops part-way only in the tests that ask it to, and a
 * sanitizer build, or a loaded machine, runs the same collections. */
static void start_gc(gc_config cfg)
{
    gc_init(&cfg);
    gc_debug_set_slice_ns(UINT64_MAX);
    gc_thread_attach(&main_t, NULL);
}

static void stop_gc(void)
{
    gc_thread_detach(&main_t);
    gc_shutdown();
}

static node *new_node(gc_thread *t, node *l, node *r, int64_t v)
{
    node *n = gc_alloc(t, &node_desc, sizeof(node));
    if (!n)
        abort();                /* heap exhausted: fails the test from any thread */
    n->left = l;
    n->right = r;
    n->value = v;
    return n;
}

static void **new_refarr(gc_thread *t, uint32_t n)
{
    char *a = gc_alloc(t, &refarr_desc, 16 + (size_t)n * 8);
    ck_assert_ptr_nonnull(a);
    *(uint32_t *)(a + 8) = n;
    return (void **)(a + 16);
}

static node *build_tree(gc_thread *t, int depth, int64_t v)
{
    if (depth == 0)
        return new_node(t, NULL, NULL, v);
    node *l = build_tree(t, depth - 1, 2 * v);
    node *r = build_tree(t, depth - 1, 2 * v + 1);
    return new_node(t, l, r, v);
}

/* Sum of values, or INT64_MIN if some node is no longer a node object.
 * (No ck_assert: it also runs on threads other than the test's.) */
static int64_t check_tree(const node *n)
{
    if (!n)
        return 0;
    if (!gc_is_object(n) || n->type != &node_desc)
        return INT64_MIN;
    int64_t l = check_tree(n->left), r = check_tree(n->right);
    if (l == INT64_MIN || r == INT64_MIN)
        return INT64_MIN;
    return n->value + l + r;
}

static int64_t tree_sum(int depth, int64_t v)
{
    return depth == 0 ? v : v + tree_sum(depth - 1, 2 * v) + tree_sum(depth - 1, 2 * v + 1);
}

/* Overwrite the dead stack below the caller with zeros: a small array
 * right under the caller's frame, then a large one. One large array
 * alone left the words between it and the caller unwritten (its frame's
 * header and, under ASan, redzones): there a stale reference 248 bytes
 * below the test's frame kept a dead large span alive under ASan. */
static __attribute__((noinline)) void wipe_near(void)
{
    volatile char buf[1024];
    memset((char *)buf, 0, sizeof buf);
}

static __attribute__((noinline)) void wipe_far(void)
{
    volatile char buf[32768];
    memset((char *)buf, 0, sizeof buf);
}

static inline __attribute__((always_inline)) void wipe_stack(void)
{
    wipe_near();
    wipe_far();
}

static __attribute__((noinline)) void make_garbage(gc_thread *t, int n)
{
    for (int i = 0; i < n; i++)
        (void)gc_alloc(t, &leaf_desc, 16);
}

/* n unreachable leaves, remembered only as hidden addresses. */
static __attribute__((noinline)) uintptr_t *make_hidden_leaves(gc_thread *t, int n)
{
    uintptr_t *h = malloc(sizeof *h * (size_t)n);
    for (int i = 0; i < n; i++) {
        int64_t *leaf = gc_alloc(t, &leaf_desc, 16);
        leaf[1] = i;
        h[i] = hide(leaf);
    }
    return h;
}

static int count_freed(const uintptr_t *h, int n)
{
    int freed = 0;
    for (int i = 0; i < n; i++)
        freed += !gc_is_object(unhide(h[i]));
    return freed;
}

static void collect_clean(gc_thread *t)
{
    wipe_stack();
    gc_collect(t);
}

/* ---- single-thread tests ---- */

static __attribute__((noinline)) char *make_interior(gc_thread *t)
{
    node *n = new_node(t, NULL, NULL, 42);
    gc_store_ref(&n->left, new_node(t, NULL, NULL, 43));   /* n may be old by then */
    ((uint32_t *)n)[-1] = 0x0ABCDEFu;      /* the runtime's header word (hash, lock) */
    ((uint32_t *)n)[-2] = 0x5u;            /* and the rest of the prefix */
    return (char *)n + 20;   /* inside the object, not at its start */
}

START_TEST(test_interior_pointer_on_stack)
{
    start_gc((gc_config){ 0 });
    char *volatile interior = make_interior(&main_t);
    make_garbage(&main_t, 20000);
    collect_clean(&main_t);
    make_garbage(&main_t, 20000);
    collect_clean(&main_t);
    node *n = gc_find_object(interior);
    ck_assert_ptr_nonnull(n);
    ck_assert_ptr_eq((char *)n + 20, interior);
    ck_assert_int_eq(n->value, 42);
    ck_assert_uint_eq(((uint32_t *)n)[-1], 0x0ABCDEFu);    /* the GC never touches it */
    ck_assert_uint_eq(((uint32_t *)n)[-2], 0x5u);
    ck_assert(gc_is_object(n->left));
    ck_assert_int_eq(n->left->value, 43);
    ck_assert_ptr_eq(gc_find_object((char *)n - 8), n);      /* the cell's prefix */
    ck_assert_ptr_eq(gc_find_object((char *)n + 31), n);     /* its last byte */
    ck_assert_ptr_null(gc_find_object(&main_t));             /* not a heap address */
    stop_gc();
}
END_TEST

START_TEST(test_unreachable_freed)
{
    start_gc((gc_config){ 0 });
    enum { N = 2000 };
    uintptr_t *h = make_hidden_leaves(&main_t, N);
    ck_assert_int_eq(count_freed(h, N), 0);
    collect_clean(&main_t);
    ck_assert_int_ge(count_freed(h, N), N - 20);
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_lt(st.live_after_last, 20u * 24u + 4096u);
    /* The freed cells are handed out again. */
    int reused = 0;
    for (int i = 0; i < N; i++) {
        void *p = gc_alloc(&main_t, &leaf_desc, 16);
        for (int j = 0; j < N && !reused; j++)
            reused = p == unhide(h[j]);
        if (reused)
            break;
    }
    ck_assert(reused);
    free(h);
    stop_gc();
}
END_TEST

static node *statics[2];

static void test_roots(gc_mark_fn mark)
{
    for (int i = 0; i < 2; i++)
        mark(statics[i]);
}

static uintptr_t marked_probe_live, marked_probe_dead;
static int probe_live_marked = -1, probe_dead_marked = -1;

static void probe_after_mark(void)
{
    probe_live_marked = gc_is_marked(unhide(marked_probe_live));
    probe_dead_marked = gc_is_marked(unhide(marked_probe_dead));
}

static __attribute__((noinline)) uintptr_t build_static_list(gc_thread *t, int n)
{
    node *head = NULL;
    for (int i = 0; i < n; i++)
        head = new_node(t, head, NULL, i);
    statics[0] = head;
    statics[1] = NULL;
    return hide(head);
}

START_TEST(test_roots_callback_keeps_statics)
{
    start_gc((gc_config){ 0 });
    gc_set_roots_callback(test_roots);
    gc_set_after_mark_callback(probe_after_mark);
    uintptr_t head = build_static_list(&main_t, 1000);
    uintptr_t *dead = make_hidden_leaves(&main_t, 1);
    marked_probe_live = head;
    marked_probe_dead = dead[0];
    make_garbage(&main_t, 10000);
    collect_clean(&main_t);
    ck_assert_int_eq(probe_live_marked, 1);
    ck_assert_int_eq(probe_dead_marked, 0);
    int64_t i = 999;
    int bad = 0;
    for (node *n = statics[0]; n; n = n->left, i--)
        bad += !gc_is_object(n) || n->value != i;
    ck_assert_int_eq(bad, 0);
    ck_assert_int_eq(i, -1);
    statics[0] = NULL;
    collect_clean(&main_t);
    ck_assert(!gc_is_object(unhide(head)));
    free(dead);
    stop_gc();
}
END_TEST

/* A collection scans a thread's stack from where the thread entered the
 * collector (the allocator's slow path, gc_collect), not from the
 * collector's own frames below: their stale words were taken for roots
 * and kept dead objects alive, so whether a program's trees died young
 * depended on what earlier pauses had left there (docs/gc.md, "Roots").
 * The after-mark callback runs deep in the collector: the scan must start
 * below the frame that entered it, and nearer to it than to the
 * callback's frame. */
static char *volatile entry_scan_lo, *volatile entry_deep_frame;

static void note_scan_start(void)
{
    if (entry_scan_lo)
        return;
    entry_scan_lo = main_t.stack_lo;
    entry_deep_frame = __builtin_frame_address(0);
}

static __attribute__((noinline)) char *allocate_until_marked(gc_thread *t)
{
    while (!entry_scan_lo)
        (void)gc_alloc(t, &leaf_desc, 16);
    return __builtin_frame_address(0);
}

static __attribute__((noinline)) char *collect_from_here(gc_thread *t)
{
    gc_collect(t);
    return __builtin_frame_address(0);
}

static void check_scan_starts_at_entry(char *entry_frame)
{
    char *lo = entry_scan_lo, *deep = entry_deep_frame;
    ck_assert_ptr_nonnull(lo);
    ck_assert(lo < entry_frame);               /* the entering frame is scanned */
    ck_assert(deep < lo);                      /* the collector's frames are not */
    ck_assert_uint_lt((uintptr_t)(entry_frame - lo), (uintptr_t)(lo - deep));
}

START_TEST(test_scan_starts_where_collector_entered)
{
    start_gc((gc_config){ .nursery = 256u << 10 });
    gc_set_after_mark_callback(note_scan_start);
    entry_scan_lo = NULL;
    check_scan_starts_at_entry(allocate_until_marked(&main_t));
    entry_scan_lo = NULL;
    check_scan_starts_at_entry(collect_from_here(&main_t));
    ck_assert_int_eq(main_t.context_held, 0);   /* released on the way out */
    stop_gc();
}
END_TEST

/* An array of nodes on the stack keeps them; a pointer-like value in a
 * primitive array or in a non-reference field keeps nothing. */
static __attribute__((noinline)) void **build_arrays(gc_thread *t, uint32_t n, uintptr_t *victims)
{
    void **arr = new_refarr(t, n);
    for (uint32_t i = 0; i < n; i++)
        gc_store_ref(&arr[i], new_node(t, new_node(t, NULL, NULL, i), NULL, i));
    char *bytes = gc_alloc(t, &bytes_desc, 16 + 64);
    *(uint32_t *)(bytes + 8) = 64;
    node *victim = new_node(t, NULL, NULL, -1);
    memcpy(bytes + 16, &victim, sizeof victim);
    victims[0] = hide(victim);
    node *holder = arr[0];
    node *victim2 = new_node(t, NULL, NULL, -2);
    holder->right = NULL;
    holder->value = (int64_t)(intptr_t)victim2;   /* an integer field, not a reference */
    victims[1] = hide(victim2);
    gc_store_ref(&arr[n - 1], bytes);
    return arr;
}

START_TEST(test_precise_heap_scan)
{
    start_gc((gc_config){ 0 });
    enum { N = 20000 };
    uintptr_t victims[2];
    void **volatile arr = build_arrays(&main_t, N, victims);
    make_garbage(&main_t, 10000);
    collect_clean(&main_t);
    int bad = 0;     /* counted, not asserted per item: each ck_assert costs a write */
    for (uint32_t i = 1; i < N - 1; i++) {
        node *n = arr[i];
        bad += !gc_is_object(n) || n->value != i || n->left->value != i;
    }
    ck_assert_int_eq(bad, 0);
    ck_assert(gc_is_object(arr[N - 1]));
    ck_assert(!gc_is_object(unhide(victims[0])));
    ck_assert(!gc_is_object(unhide(victims[1])));
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    stop_gc();
}
END_TEST

START_TEST(test_mark_stack_overflow)
{
    start_gc((gc_config){ 0 });
    node *volatile tree = build_tree(&main_t, 12, 1);
    void **volatile arr = new_refarr(&main_t, 5000);
    for (int i = 0; i < 5000; i++)
        gc_store_ref(&arr[i], new_node(&main_t, NULL, NULL, i));
    gc_debug_set_mark_stack_limit(4);
    collect_clean(&main_t);
    gc_debug_set_mark_stack_limit(0);
    ck_assert_int_eq(check_tree(tree), tree_sum(12, 1));
    int bad = 0;
    for (int i = 0; i < 5000; i++)
        bad += ((node *)arr[i])->value != i;
    ck_assert_int_eq(bad, 0);
    stop_gc();
}
END_TEST

/* ---- parallel marking (docs/gc.md, "Parallel marking") ---- */

enum { PAR_DEPTH = 15, PAR_GARBAGE = 64 };

/* Trees of 2^8 - 1 nodes nothing keeps, their roots' addresses hidden. */
static __attribute__((noinline)) void make_garbage_trees(gc_thread *t, uintptr_t *h)
{
    for (int i = 0; i < PAR_GARBAGE; i++)
        h[i] = hide(build_tree(t, 7, i));
}

/* Four markers whatever the machine: a full collection of a 2^16-node tree
 * and a large array of 20000 nodes (far more than GC_PARALLEL_AFTER) wakes
 * the helpers, keeps every node and frees the garbage; with one marker it
 * stays serial. */
static void check_parallel_full(unsigned markers)
{
    start_gc((gc_config){ .markers = markers });
    gc_debug_parallel_always(1);
    node *volatile tree = build_tree(&main_t, PAR_DEPTH, 1);
    void **volatile arr = new_refarr(&main_t, 20000);
    for (int i = 0; i < 20000; i++)
        gc_store_ref(&arr[i], new_node(&main_t, new_node(&main_t, NULL, NULL, -i), NULL, i));
    uintptr_t h[PAR_GARBAGE];
    make_garbage_trees(&main_t, h);
    uint64_t before = gc_debug_parallel_drains();
    collect_clean(&main_t);
    collect_clean(&main_t);
    if (markers > 1)
        ck_assert_uint_ge(gc_debug_parallel_drains(), before + 2);
    else
        ck_assert_uint_eq(gc_debug_parallel_drains(), before);
    ck_assert_int_eq(check_tree(tree), tree_sum(PAR_DEPTH, 1));
    int bad = 0;
    for (int i = 0; i < 20000; i++) {
        node *n = arr[i];
        bad += !gc_is_object(n) || n->value != i || !gc_is_object(n->left) || n->left->value != -i;
    }
    ck_assert_int_eq(bad, 0);
    ck_assert_int_ge(count_freed(h, PAR_GARBAGE), PAR_GARBAGE / 2);   /* stale stack words may keep a few */
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    stop_gc();
}

START_TEST(test_parallel_mark_full)
{
    check_parallel_full(4);
}
END_TEST

START_TEST(test_serial_mark_with_one_marker)
{
    check_parallel_full(1);
}
END_TEST

/* The card scan shared among four markers (docs/gc.md, "Old slots"): an
 * old array of 2^20 slots (8 MiB, 16384 cards) gets a new node (with a
 * new child) stored into one slot of every card, and an old tree a new
 * leaf per level. The minor collection cuts the dirty cards into units
 * the markers take; every node must be marked and promoted (an old
 * object holds it), its child too, the cycle's greying merged, and the
 * remembered set hold. During a cycle (`cycle`), the old tree is reached
 * only from the old array's cards' young nodes' children: the remark's
 * check aborts if a marker's grey list was lost. */
#define CARD_ARRAY (1u << 20)

static __attribute__((noinline)) void store_into_cards(void **arr, node *old_leaf)
{
    for (uint32_t k = 0; k < CARD_ARRAY; k += GC_CARD_SIZE / 8) {
        node *n = new_node(&main_t, new_node(&main_t, NULL, NULL, (int64_t)k + 1), NULL, (int64_t)k);
        if (k == 0)
            gc_store_ref(&n->right, old_leaf);
        gc_store_ref(&arr[k], n);
    }
}

static __attribute__((noinline)) node *make_side(void)
{
    return new_node(&main_t, build_tree(&main_t, 10, 1), NULL, 0);
}

static __attribute__((noinline)) void detach_and_store(void **arr, node *side, bool cycle)
{
    node *t = cycle ? side->left : NULL;
    if (cycle)
        side->left = NULL;                        /* no barrier needed: clearing */
    store_into_cards(arr, t);
}

static void check_parallel_cards(bool cycle)
{
    start_gc((gc_config){ .markers = 4, .verify = 1, .nursery = (size_t)64 << 20 });
    gc_debug_parallel_always(1);
    void **volatile arr = new_refarr(&main_t, CARD_ARRAY);
    node *volatile side = make_side();
    gc_collect(&main_t);                          /* all old */
    wipe_stack();                                 /* no stale word may grey the tree at the begin */
    if (cycle)
        gc_cycle_begin(&main_t);                  /* side's tree white: only arr[0]'s node leads to it */
    detach_and_store(arr, side, cycle);
    wipe_stack();
    uint64_t before = gc_debug_parallel_drains();
    gc_collect_minor(&main_t);
    ck_assert_uint_gt(gc_debug_parallel_drains(), before);
    char msg[256] = "";
    ck_assert_msg(gc_check_remembered(msg, sizeof msg) == 0, "%s", msg);
    for (uint32_t k = 0; k < CARD_ARRAY; k += GC_CARD_SIZE / 8) {
        node *n = arr[k];
        ck_assert(gc_is_marked(n) && gc_is_marked(n->left));
        ck_assert_int_eq(n->value, (int64_t)k);
        ck_assert_int_eq(n->left->value, (int64_t)k + 1);
    }
    if (cycle) {
        while (gc_cycle_slice(&main_t, 1u << 16) > 0)
            ;
        gc_cycle_remark(&main_t);                 /* verify: the remark's check */
        node *n = arr[0];
        ck_assert_int_eq(check_tree(n->right), tree_sum(10, 1));
    }
    stop_gc();
}

START_TEST(test_parallel_card_scan)
{
    check_parallel_cards(false);
    check_parallel_cards(true);
}
END_TEST

/* Minor collections marked in parallel keep the remembered set: a young
 * tree ages in the first, gets new young leaves stored into it, and is
 * promoted by the second while its leaves stay young (their cards must be
 * dirtied again by whichever marker scanned the parent); the third keeps
 * the leaves. */
START_TEST(test_parallel_mark_minor_keeps_cards)
{
    start_gc((gc_config){ .markers = 4, .stop_the_world_old = 1 });
    gc_debug_parallel_always(1);
    node *volatile tree = build_tree(&main_t, PAR_DEPTH, 1);
    uint64_t before = gc_debug_parallel_drains();
    wipe_stack();
    gc_collect_minor(&main_t);
    node *n = tree;
    for (int d = 0; d < PAR_DEPTH; d++, n = n->left)
        gc_store_ref(&n->right->right, new_node(&main_t, NULL, NULL, 1000 + d));
    wipe_stack();
    gc_collect_minor(&main_t);
    ck_assert_uint_ge(gc_debug_parallel_drains(), before + 2);
    char msg[256] = "";
    ck_assert_msg(gc_check_remembered(msg, sizeof msg) == 0, "%s", msg);
    wipe_stack();
    gc_collect_minor(&main_t);
    n = tree;
    for (int d = 0; d < PAR_DEPTH; d++, n = n->left) {
        node *leaf = n->right->right;
        ck_assert(gc_is_object(leaf));
        ck_assert_int_eq(leaf->value, 1000 + d);
    }
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    stop_gc();
}
END_TEST

/* Every marker's stack capped at 4 entries: helpers overflow too, and the
 * serial rescan after the drain still reaches everything. */
START_TEST(test_parallel_mark_overflow)
{
    start_gc((gc_config){ .markers = 4 });
    gc_debug_parallel_always(1);
    node *volatile tree = build_tree(&main_t, PAR_DEPTH, 1);
    gc_debug_set_mark_stack_limit(4);
    collect_clean(&main_t);
    gc_debug_set_mark_stack_limit(0);
    ck_assert_int_eq(check_tree(tree), tree_sum(PAR_DEPTH, 1));
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    stop_gc();
}
END_TEST

/* Parallel marking while a cycle runs: an old tree's 256 subtrees at
 * depth 8 are reachable only through 20000 of 80000 young nodes (those
 * the drain reaches after GC_PARALLEL_AFTER objects); the minor
 * collection that begins the cycle marks those in parallel, and each old
 * subtree root a marker reaches is greyed on that marker's own list,
 * merged into the grey stack when the drain ends. The slices must then
 * reach every node below them (the remark's KILN_GCVERIFY check is on),
 * and the remark frees the old garbage. */
enum { CYC_SUBTREES = 256, CYC_YOUNG = 80000 };

static __attribute__((noinline)) void **make_young_holders(gc_thread *t, node *tree)
{
    node *sub[CYC_SUBTREES];
    for (int k = 0; k < CYC_SUBTREES; k++) {
        node *n = tree;
        for (int d = 7; d >= 0; d--)
            n = (k >> d) & 1 ? n->right : n->left;
        sub[k] = n;
    }
    void **ya = new_refarr(t, CYC_YOUNG);
    for (int i = 0; i < CYC_YOUNG; i++)   /* the first are scanned last: after the helpers came */
        gc_store_ref(&ya[i], new_node(t, i < CYC_YOUNG / 4 ? sub[i % CYC_SUBTREES] : NULL, NULL, i));
    return ya;
}

static __attribute__((noinline)) uintptr_t make_old_tree(gc_thread *t, uintptr_t *h)
{
    node *tree = build_tree(t, PAR_DEPTH, 1);
    void **hold = new_refarr(t, PAR_GARBAGE);
    for (int i = 0; i < PAR_GARBAGE; i++)
        gc_store_ref(&hold[i], build_tree(t, 7, i));
    for (int i = 0; i < PAR_GARBAGE; i++)
        h[i] = hide(hold[i]);
    uintptr_t ht = hide(tree);
    tree = NULL;
    collect_clean(t);   /* everything old */
    (void)hold;
    return ht;
}

static int64_t subtree_sums(void **ya)
{
    int64_t sum = 0;
    for (int k = 0; k < CYC_SUBTREES; k++) {
        int64_t s = check_tree(((node *)ya[k])->left);
        if (s == INT64_MIN)
            return INT64_MIN;
        sum += s;
    }
    return sum;
}

START_TEST(test_parallel_mark_during_cycle)
{
    start_gc((gc_config){ .markers = 4, .verify = 1, .nursery = (size_t)64 << 20 });   /* no minor collection while it builds */
    gc_debug_parallel_always(1);
    uintptr_t h[PAR_GARBAGE];
    uintptr_t ht = make_old_tree(&main_t, h);
    void **volatile ya = make_young_holders(&main_t, unhide(ht));
    int64_t want = subtree_sums(ya);
    uint64_t before = gc_debug_parallel_drains();
    wipe_stack();
    gc_cycle_begin(&main_t);
    ck_assert_uint_ge(gc_debug_parallel_drains(), before + 1);
    ck_assert(gc_cycle_active());
    while (gc_cycle_slice(&main_t, 1000) > 0)
        ;
    wipe_stack();
    gc_cycle_remark(&main_t);
    ck_assert(!gc_cycle_active());
    ck_assert_int_eq(subtree_sums(ya), want);
    ck_assert_int_ge(count_freed(h, PAR_GARBAGE), PAR_GARBAGE / 2);
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    gc_helper_info info[8];
    unsigned n = gc_helper_threads(info, 8);
    ck_assert_uint_eq(n, 3);
    for (unsigned k = 0; k < n; k++)
        ck_assert_int_ne(info[k].marking, 1);   /* no collection runs */
    stop_gc();
}
END_TEST

/* The heap's peak (docs/gc.md, "Triggers"): after a full collection that
 * leaves a 12 MiB tree (so a cycle is due by growth only at 8 MiB more),
 * promoting 6 MiB more begins a cycle when the heap has no free resident
 * room (the next nursery would grow it past its peak), and does not when
 * 24 MiB freed by that full collection left room below the frontier. */
static __attribute__((noinline)) void **make_room(gc_thread *t)
{
    void **hold = new_refarr(t, 4);
    for (int i = 0; i < 4; i++)
        gc_store_ref(&hold[i], build_tree(t, 16, i));   /* 4 x 6 MiB, held until dropped */
    return hold;
}

/* A list of n nodes (all reachable: promoted at their second minor
 * collection); stops early, setting *begun, once a cycle has begun. */
static __attribute__((noinline)) node *promote_list(gc_thread *t, int n, uint64_t *begun)
{
    node *head = NULL;
    *begun = 0;
    for (int i = 0; i < n && !*begun; i++) {
        head = new_node(t, head, NULL, i);
        *begun = (uint64_t)gc_cycle_active();
    }
    return head;
}

static uint64_t cycle_before_growth(bool room)
{
    start_gc((gc_config){ .nursery = (size_t)1 << 20 });   /* budget 8 MiB: cycles by growth at 8 MiB */
    void **volatile hold = room ? make_room(&main_t) : NULL;
    node *volatile tree = build_tree(&main_t, 17, 1);   /* 2^18 nodes of 48 bytes: 12 MiB */
    for (int i = 0; hold && i < 4; i++)
        hold[i] = NULL;                                  /* 24 MiB below the frontier freed by: */
    collect_clean(&main_t);                              /* the tree old, any cycle ended */
    uint64_t begun = 0;
    ck_assert(!gc_cycle_active());
    node *volatile list = promote_list(&main_t, (9 << 20) / 48, &begun);   /* 9 MiB: at most 7 of them old */
    ck_assert_int_eq(check_tree(tree), tree_sum(17, 1));
    (void)list;
    stop_gc();
    return begun;
}

START_TEST(test_cycle_before_heap_grows_past_peak)
{
    ck_assert_uint_eq(cycle_before_growth(false), 1);
    ck_assert_uint_eq(cycle_before_growth(true), 0);
}
END_TEST

/* Old garbage brings the next cycle sooner (docs/gc.md, "The heap's
 * peak"): a 12 MiB tree old after a full collection, then twice a 3 MiB
 * tree promoted beside it and a cycle run by hand. When each 3 MiB tree
 * was dropped before its cycle, each cycle freed all of the old growth
 * before it (old_death, the average of a cycle's and those before it,
 * goes to three quarters), so promoting a 5 MiB list (at most 3.5 MiB of
 * it old: less than the half budget, 4 MiB, the peak rule waits for
 * otherwise) begins a cycle once 1.75 MiB of it is old (a quarter of the
 * way from a nursery, 1 MiB, to half the budget; more than an eighth of
 * the old generation, 1.5 MiB: GC_CYCLE_GROWTH_MIN) and the heap has no
 * resident room left; when the trees were kept, the cycles freed nothing
 * and none begins. */
static __attribute__((noinline)) void **promote_tree(gc_thread *t)
{
    void **hold = new_refarr(t, 1);
    gc_store_ref(&hold[0], build_tree(t, 15, 2));   /* 2^16 nodes of 48 bytes: 3 MiB */
    gc_collect_minor(t);
    gc_collect_minor(t);                            /* all of it old */
    return hold;
}

static uint64_t cycle_after_old_garbage(bool drop)
{
    start_gc((gc_config){ .nursery = (size_t)1 << 20 });   /* budget 8 MiB */
    node *volatile tree = build_tree(&main_t, 17, 1);      /* 12 MiB */
    collect_clean(&main_t);                                 /* the old generation's base */
    void **volatile hold[2];
    for (int k = 0; k < 2; k++) {
        hold[k] = promote_tree(&main_t);
        if (drop)
            gc_store_ref(&hold[k][0], NULL);
        wipe_stack();
        ck_assert(!gc_cycle_active());
        gc_cycle_begin(&main_t);
        while (gc_cycle_slice(&main_t, 1u << 16) > 0)
            ;
        gc_cycle_remark(&main_t);
        ck_assert(!gc_cycle_active());
    }
    uint64_t begun = 0;
    node *volatile list = promote_list(&main_t, (5 << 20) / 48, &begun);   /* 5 MiB: at most 3.5 old */
    ck_assert_int_eq(check_tree(tree), tree_sum(17, 1));
    for (int k = 0; k < 2 && !drop; k++)
        ck_assert_int_eq(check_tree(hold[k][0]), tree_sum(15, 2));
    (void)list;
    stop_gc();
    return begun;
}

START_TEST(test_cycle_sooner_after_old_garbage)
{
    ck_assert_uint_eq(cycle_after_old_garbage(true), 1);
    ck_assert_uint_eq(cycle_after_old_garbage(false), 0);
}
END_TEST

/* The cost of a cycle (docs/gc.md): the peak rule may begin a cycle
 * after half a budget of old growth (4 MiB), but never before the old
 * generation has grown by an eighth of what the last full collection
 * left (GC_CYCLE_GROWTH_MIN), since a cycle marks all of it. A 96 MiB
 * tree old, then a list promoted with the heap at its peak (no free
 * room below the frontier): the cycle begins once at least 12 MiB of
 * the list is old (without the eighth, at 6.5 MB). */
static uint64_t old_growth_at_cycle_begin(void)
{
    start_gc((gc_config){ .nursery = (size_t)1 << 20 });   /* budget 8 MiB */
    node *volatile tree = build_tree(&main_t, 20, 1);      /* 2^21 nodes of 48 bytes: 96 MiB */
    collect_clean(&main_t);
    gc_stats s;
    gc_get_stats(&s);
    uint64_t base = s.old_bytes, begun = 0;
    node *volatile list = promote_list(&main_t, (20 << 20) / 48, &begun);
    gc_get_stats(&s);
    ck_assert_uint_eq(begun, 1);
    ck_assert_int_eq(check_tree(tree), tree_sum(20, 1));
    (void)list;
    stop_gc();
    return s.old_bytes - base;
}

START_TEST(test_cycle_waits_for_an_eighth_of_old)
{
    uint64_t growth = old_growth_at_cycle_begin();
    ck_assert_uint_ge(growth, (96u << 20) / GC_CYCLE_GROWTH_MIN);
    ck_assert_uint_lt(growth, (96u << 20) / GC_CYCLE_GROWTH_MIN + (3u << 20));
}
END_TEST

/* A slice stops at its time whatever its budget (docs/gc.md, "The cost
 * of a cycle": 262144 objects of a heap churned at random took 11-16
 * ms). With the time at 1 ns each slice scans one step of 4096 objects
 * between looks at the clock, so a 2^16-node old tree takes at least 16
 * slices; with none, one. */
static unsigned slices_for_tree(uint64_t slice_ns)
{
    start_gc((gc_config){ 0 });
    gc_debug_set_slice_ns(slice_ns);
    node *volatile tree = build_tree(&main_t, 15, 1);   /* 2^16 nodes */
    collect_clean(&main_t);
    gc_cycle_begin(&main_t);
    unsigned n = 1;
    while (gc_cycle_slice(&main_t, 1u << 20) > 0)
        n++;
    gc_cycle_remark(&main_t);
    ck_assert_int_eq(check_tree(tree), tree_sum(15, 1));
    stop_gc();
    return n;
}

START_TEST(test_slice_stops_at_its_time)
{
    ck_assert_uint_ge(slices_for_tree(1), 16);
    ck_assert_uint_eq(slices_for_tree(UINT64_MAX), 1);
}
END_TEST

/* The young bound (docs/gc.md, "Triggers") at a cycle's begin, a
 * minor collection that is never sliced: after the open nursery (8 MiB
 * here: the budget, with 24 MiB of resident room below the frontier) a
 * list whose every node stays reachable leaves up to 8 MiB of aged
 * survivors, and when the old generation is due the collection that
 * begins the cycle must not mark them and a nursery more in one pause: a
 * minor collection promotes them first, and the begin reaches at most
 * two capped nurseries and GC_NURSERY_MIN of young bytes (4.5 MiB; 5 MiB
 * allows the blocks a trigger overshoots by). Without that rule the
 * begin reaches 8-10 MiB. Returns the young bytes the begin reached. */
static __attribute__((noinline)) node *list_to_cycle(gc_thread *t, int n, uint64_t *at_begin)
{
    gc_stats s;
    gc_get_stats(&s);
    uint64_t seen = s.collections, old = s.old_bytes;
    node *head = NULL;
    *at_begin = UINT64_MAX;
    for (int i = 0; i < n && *at_begin == UINT64_MAX; i++) {
        head = new_node(t, head, NULL, i);
        gc_get_stats(&s);
        if (s.collections == seen)
            continue;
        ck_assert_uint_eq(s.collections, seen + 1);   /* one at a time, or the figure is wrong */
        if (gc_cycle_active())
            *at_begin = s.live_after_last > old ? s.live_after_last - old : 0;
        seen = s.collections;
        old = s.old_bytes;
    }
    return head;
}

START_TEST(test_cycle_begin_within_young_bound)
{
    start_gc((gc_config){ 0 });
    void **volatile hold = make_room(&main_t);
    collect_clean(&main_t);
    for (int i = 0; i < 4; i++)
        hold[i] = NULL;
    collect_clean(&main_t);                       /* 24 MiB free below the frontier */
    uint64_t at_begin;
    node *volatile list = list_to_cycle(&main_t, (40 << 20) / 48, &at_begin);
    ck_assert_uint_ne(at_begin, UINT64_MAX);      /* a cycle began */
    ck_assert_uint_le(at_begin, (uint64_t)5 << 20);
    (void)list;
    stop_gc();
}
END_TEST

/* A nursery fixed above the young bound (KILN_GC_NURSERY=8M: each
 * collection comes after 8 MiB, more than the bound's 4.5) still lets
 * the old generation's cycle begin: a list whose every node stays
 * reachable is promoted past the budget (8 MiB of old growth), and a
 * cycle must begin before 40 MiB of it are allocated. Without the bound scaled
 * to the fixed nursery none ever began and the heap grew without
 * limit (binarytrees 19 reached 318 MB with no cycle). */
START_TEST(test_fixed_nursery_above_young_bound_begins_cycles)
{
    start_gc((gc_config){ .nursery = (size_t)8 << 20 });
    uint64_t begun = 0;
    node *volatile list = promote_list(&main_t, (40 << 20) / 48, &begun);
    ck_assert_uint_eq(begun, 1);
    (void)list;
    stop_gc();
}
END_TEST

/* Collections from a cycle's begin to its end, the cycle begun on an old
 * tree of 2^19 nodes that the last cycle's slices scanned whole, and the
 * rest left to the allocation's slices and collections (a 2 MiB nursery,
 * as with incremental marking by default: a slice at most each 256 KiB,
 * since a trigger is looked at when a cache takes a block). */
static uint64_t collections_in_cycle(void)
{
    start_gc((gc_config){ .nursery = (size_t)2 << 20 });
    gc_debug_set_slice_ns(UINT64_MAX);   /* objects, not time: a sanitizer build is slower */
    node *volatile tree = build_tree(&main_t, 18, 1);   /* 2^19 - 1 nodes of 48 bytes */
    collect_clean(&main_t);                              /* all old */
    gc_cycle_begin(&main_t);
    while (gc_cycle_slice(&main_t, 1u << 16) > 0)
        ;
    gc_cycle_remark(&main_t);
    gc_cycle_begin(&main_t);
    gc_stats before, after;
    gc_get_stats(&before);
    for (int i = 0; i < 400 && gc_cycle_active(); i++)
        make_garbage(&main_t, 4096);                     /* 128 KiB of 32-byte cells */
    gc_get_stats(&after);
    ck_assert(!gc_cycle_active());
    ck_assert_int_eq(check_tree(tree), tree_sum(18, 1));
    stop_gc();
    return after.collections - before.collections;
}

/* A cycle's slices scale with the old generation (docs/gc.md, "The
 * heap's peak"): half a million old objects are marked within the
 * nursery the cycle begins, so the remark is the first collection after
 * the begin (with slices of GC_SLICE_WORK objects it was the second). */
START_TEST(test_cycle_lasts_a_nursery)
{
    ck_assert_uint_eq(collections_in_cycle(), 1);
}
END_TEST

enum { LARGE_N = 100000 };     /* 800 KB of references: a span of several blocks */

/* A large array reachable only through a pointer into its middle survives. */
static __attribute__((noinline)) void **make_large(gc_thread *t, int n)
{
    void **arr = new_refarr(t, (uint32_t)n);
    for (int i = 0; i < n; i += 10)
        gc_store_ref(&arr[i], new_node(t, NULL, NULL, i));
    return &arr[n / 2];
}

static __attribute__((noinline)) void large_survives(gc_thread *t)
{
    enum { N = LARGE_N };
    void **volatile middle = make_large(t, N);
    make_garbage(t, 1000);
    collect_clean(t);
    char *ref = gc_find_object((void *)middle);
    ck_assert_ptr_nonnull(ref);
    void **elems = (void **)(ref + 16);
    ck_assert_ptr_eq(&elems[N / 2], middle);
    int bad = 0;
    for (int i = 0; i < N; i += 10)
        bad += !gc_is_object(elems[i]) || ((node *)elems[i])->value != i;
    ck_assert_int_eq(bad, 0);
}

START_TEST(test_large_objects)
{
    start_gc((gc_config){ 0 });
    large_survives(&main_t);
    gc_stats before, after;
    gc_get_stats(&before);
    collect_clean(&main_t);
    gc_get_stats(&after);
    ck_assert_uint_ge(before.heap_size - after.heap_size, (uint64_t)LARGE_N * 8);
    /* Large allocations come back zeroed, also when reusing freed spans. */
    for (int round = 0; round < 3; round++) {
        unsigned char *b = gc_alloc(&main_t, &bytes_desc, 16 + (3u << 20));
        ck_assert_ptr_nonnull(b);
        int dirty = 0;
        for (size_t i = 16; i < 16 + (3u << 20); i += 61)
            dirty += b[i] != 0;
        ck_assert_int_eq(dirty, 0);
        memset(b + 16, 0xff, 3u << 20);
        *(uint32_t *)(b + 8) = 3u << 20;
        b = NULL;
        collect_clean(&main_t);
    }
    stop_gc();
}
END_TEST

/* Keep 1 KiB objects reachable until the heap refuses; returns how many. */
static __attribute__((noinline)) size_t fill_heap(gc_thread *t)
{
    node *volatile head = NULL;
    size_t count = 0;
    for (;;) {
        node *n = gc_alloc(t, &node_desc, 1000);
        if (!n)
            break;
        n->left = head;
        head = n;
        if (++count > 10000)
            break;
    }
    ck_assert_uint_lt(count, 10000);
    ck_assert_ptr_null(gc_alloc(t, &bytes_desc, 8u << 20));
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_le(st.heap_size, 4u << 20);
    return count;
}

START_TEST(test_heap_limit_returns_null)
{
    start_gc((gc_config){ .heap_limit = 4u << 20 });
    size_t count = fill_heap(&main_t);
    ck_assert_uint_gt(count * 1024, 2u << 20);
    collect_clean(&main_t);
    ck_assert_ptr_nonnull(gc_alloc(&main_t, &bytes_desc, 1u << 20));
    ck_assert_ptr_nonnull(gc_alloc(&main_t, &node_desc, 1000));
    stop_gc();
}
END_TEST

START_TEST(test_bounded_memory)
{
    start_gc((gc_config){ 0 });
    enum { RING = 64 };
    void **volatile ring = new_refarr(&main_t, RING);
    uint64_t max_heap = 0;
    for (long i = 0; i < 10000000; i++) {
        node *n = new_node(&main_t, NULL, NULL, i);
        n->left = ring[(i + 1) % RING];
        if (n->left)
            n->left->left = NULL;    /* keep chains short: the live set stays small */
        gc_store_ref(&ring[i % RING], n);
        if (i % 100000 == 0) {
            gc_stats st;
            gc_get_stats(&st);
            if (st.heap_size > max_heap)
                max_heap = st.heap_size;
        }
    }
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_gt(st.collections, 10);
    ck_assert_uint_ge(st.bytes_allocated, 10000000ull * 40);
    ck_assert_uint_lt(max_heap, 32u << 20);
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    stop_gc();
}
END_TEST

START_TEST(test_verifier_finds_corruption)
{
    start_gc((gc_config){ 0 });
    node *volatile a = new_node(&main_t, NULL, NULL, 1);
    node *volatile b = new_node(&main_t, NULL, NULL, 2);
    char msg[256] = "";
    ck_assert_int_eq(gc_check_heap(msg, sizeof msg), 0);
    a->left = (node *)((char *)b + 8);            /* interior, not an object start */
    ck_assert_int_gt(gc_check_heap(msg, sizeof msg), 0);
    ck_assert_ptr_nonnull(strstr(msg, "not an object"));
    a->left = b;
    ck_assert_int_eq(gc_check_heap(msg, sizeof msg), 0);
    const gc_desc *saved = b->type;
    b->type = (const gc_desc *)(uintptr_t)0x13;
    ck_assert_int_gt(gc_check_heap(msg, sizeof msg), 0);
    ck_assert_ptr_nonnull(strstr(msg, "type word"));
    b->type = saved;
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    stop_gc();
}
END_TEST

/* ---- thread tests ---- */

typedef struct spinner {
    gc_thread t;
    atomic_int ready, stop, ok;
    atomic_long spins;
    uintptr_t dead;
} spinner;

static spinner *the_spinner;
static atomic_int spinner_seen_parked, spinner_stood_still;

static void spinner_after_mark(void)
{
    spinner_seen_parked = atomic_load(&the_spinner->t.state) == GC_PARKED;
    long before = atomic_load(&the_spinner->spins);
    usleep(2000);
    spinner_stood_still = atomic_load(&the_spinner->spins) == before;
}

static void *spinner_main(void *arg)
{
    spinner *s = arg;
    gc_thread_attach(&s->t, NULL);
    node *volatile mine = build_tree(&s->t, 6, 1);
    uintptr_t *dead = make_hidden_leaves(&s->t, 1);
    s->dead = dead[0];
    free(dead);
    wipe_stack();
    atomic_store(&s->ready, 1);
    while (!atomic_load(&s->stop)) {
        gc_poll(&s->t);
        atomic_fetch_add(&s->spins, 1);
    }
    atomic_store(&s->ok, check_tree(mine) == tree_sum(6, 1));
    gc_thread_detach(&s->t);
    return NULL;
}

START_TEST(test_spinning_thread_is_suspended)
{
    start_gc((gc_config){ 0 });
    spinner *s = calloc(1, sizeof *s);
    the_spinner = s;
    gc_set_after_mark_callback(spinner_after_mark);
    pthread_t th;
    pthread_create(&th, NULL, spinner_main, s);
    while (!atomic_load(&s->ready))
        sched_yield();
    for (int i = 0; i < 5; i++) {
        make_garbage(&main_t, 5000);
        collect_clean(&main_t);
        ck_assert(spinner_seen_parked);
        ck_assert(spinner_stood_still);
    }
    long spins = atomic_load(&s->spins);
    while (atomic_load(&s->spins) == spins)
        sched_yield();                 /* it runs again after the collections */
    ck_assert(!gc_is_object(unhide(s->dead)));
    atomic_store(&s->stop, 1);
    gc_safe_enter(&main_t);
    pthread_join(th, NULL);
    gc_safe_leave(&main_t);
    int tree_ok = atomic_load(&s->ok);
    ck_assert_msg(tree_ok, "the spinning thread's tree did not survive");
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_eq(st.collections, 5);
    free(s);
    stop_gc();
}
END_TEST

typedef struct blocker {
    gc_thread t;
    atomic_int in_safe, release, left;
    pthread_mutex_t m;
    pthread_cond_t c;
} blocker;

static blocker *the_blocker;
static atomic_int left_during_collection = -1;

static void *blocker_main(void *arg)
{
    blocker *b = arg;
    gc_thread_attach(&b->t, NULL);
    node *volatile mine = new_node(&b->t, NULL, NULL, 99);
    gc_safe_enter(&b->t);
    atomic_store(&b->in_safe, 1);
    pthread_mutex_lock(&b->m);
    while (!atomic_load(&b->release))
        pthread_cond_wait(&b->c, &b->m);
    pthread_mutex_unlock(&b->m);
    gc_safe_leave(&b->t);
    atomic_store(&b->left, gc_is_object(mine) && mine->value == 99 ? 1 : 2);
    gc_thread_detach(&b->t);
    return NULL;
}

static void release_blocker(blocker *b)
{
    pthread_mutex_lock(&b->m);
    atomic_store(&b->release, 1);
    pthread_cond_broadcast(&b->c);
    pthread_mutex_unlock(&b->m);
}

/* During the collection: let the blocked thread go and see that it does not
 * get out of gc_safe_leave while the world is stopped. */
static void release_during_collection(void)
{
    if (!the_blocker || atomic_load(&the_blocker->release))
        return;
    release_blocker(the_blocker);
    usleep(20000);
    left_during_collection = atomic_load(&the_blocker->left);
}

static blocker *start_blocker(pthread_t *th)
{
    blocker *b = calloc(1, sizeof *b);
    pthread_mutex_init(&b->m, NULL);
    pthread_cond_init(&b->c, NULL);
    pthread_create(th, NULL, blocker_main, b);
    while (!atomic_load(&b->in_safe))
        sched_yield();
    return b;
}

START_TEST(test_safe_region_not_waited_for)
{
    start_gc((gc_config){ 0 });
    pthread_t th;
    blocker *b = start_blocker(&th);
    collect_clean(&main_t);            /* would hang if it waited for b */
    collect_clean(&main_t);
    int left = atomic_load(&b->left), state = atomic_load(&b->t.state);
    ck_assert_int_eq(left, 0);
    ck_assert_int_eq(state, GC_SAFE);
    release_blocker(b);
    gc_safe_enter(&main_t);
    pthread_join(th, NULL);
    gc_safe_leave(&main_t);
    left = atomic_load(&b->left);
    ck_assert_int_eq(left, 1);   /* its object survived */
    free(b);
    stop_gc();
}
END_TEST

START_TEST(test_safe_leave_waits_for_collection)
{
    start_gc((gc_config){ 0 });
    pthread_t th;
    blocker *b = start_blocker(&th);
    the_blocker = b;
    gc_set_after_mark_callback(release_during_collection);
    collect_clean(&main_t);
    int during = left_during_collection;
    ck_assert_int_eq(during, 0);
    gc_safe_enter(&main_t);
    pthread_join(th, NULL);
    gc_safe_leave(&main_t);
    int left = atomic_load(&b->left);
    ck_assert_int_eq(left, 1);
    the_blocker = NULL;
    free(b);
    stop_gc();
}
END_TEST

typedef struct worker {
    gc_thread t;
    int iterations;
    atomic_int *done;
    int ok;
} worker;

static void *tree_worker(void *arg)
{
    worker *w = arg;
    gc_thread_attach(&w->t, NULL);
    w->ok = 1;
    for (int i = 0; i < w->iterations; i++) {
        node *tree = build_tree(&w->t, 4, i + 1);
        gc_poll(&w->t);
        if (check_tree(tree) != tree_sum(4, i + 1))
            w->ok = 0;
    }
    atomic_fetch_add(w->done, 1);
    gc_thread_detach(&w->t);
    return NULL;
}

static void *holder_main(void *arg)
{
    worker *w = arg;
    gc_thread_attach(&w->t, NULL);
    node *volatile kept = build_tree(&w->t, 7, 3);
    w->ok = 1;
    while (atomic_load(w->done) < 4) {
        if (check_tree(kept) != tree_sum(7, 3))
            w->ok = 0;
        (void)new_node(&w->t, NULL, NULL, 0);
        gc_poll(&w->t);
    }
    if (check_tree(kept) != tree_sum(7, 3))
        w->ok = 0;
    gc_thread_detach(&w->t);
    return NULL;
}

/* Fairness (gc_thread.c): a thread that collection N held up as it left a
 * safe region (a woken Monitor.Wait) runs again before collection N+1 can
 * mark, however quickly N+1 follows. The worker calls gc_safe_leave during
 * N; N's after-mark callback waits until the worker is held (gc_st.held);
 * the test thread starts N+1 the moment N returns, and N+1's callback
 * records whether the worker got out of gc_safe_leave. Before the fix the
 * collector re-raised the flag before the woken worker took stw_lock, and
 * a thread collecting in a loop held a woken waiter (and the monitor it had
 * just taken) for collection after collection. */
static gc_thread fair_worker_t;
static atomic_int fair_phase;     /* 0: N coming; 1: N marking, worker may leave; 2: N+1; 3: done */
static atomic_int fair_left;      /* the worker is out of gc_safe_leave */
static atomic_int fair_seen_left; /* fair_left as collection N+1 saw it */

static int held_count(void)
{
    pthread_mutex_lock(&gc_st.stw_lock);
    int n = gc_st.held;
    pthread_mutex_unlock(&gc_st.stw_lock);
    return n;
}

static void fair_after_mark(void)
{
    if (atomic_load(&fair_phase) == 0) {
        atomic_store(&fair_phase, 1);   /* the world is stopped: the worker may try to leave */
        while (held_count() == 0)
            sched_yield();   /* the worker is waiting for this collection to end */
    } else if (atomic_load(&fair_phase) == 2) {
        atomic_store(&fair_seen_left, atomic_load(&fair_left));
    }
}

static void *fair_worker(void *arg)
{
    int top;
    gc_thread_attach(&fair_worker_t, &top);
    gc_safe_enter(&fair_worker_t);
    atomic_store((atomic_int *)arg, 1);
    while (atomic_load(&fair_phase) < 1)
        sched_yield();
    gc_safe_leave(&fair_worker_t);      /* held by collection N */
    atomic_store(&fair_left, 1);
    gc_safe_enter(&fair_worker_t);      /* N+1 may now stop the world */
    while (atomic_load(&fair_phase) < 3)
        sched_yield();
    gc_safe_leave(&fair_worker_t);
    gc_thread_detach(&fair_worker_t);
    return NULL;
}

START_TEST(test_held_thread_runs_before_next_collection)
{
    start_gc((gc_config){ 0 });
    for (int round = 0; round < 20; round++) {
        atomic_int ready = 0;
        atomic_store(&fair_phase, 0);
        atomic_store(&fair_left, 0);
        atomic_store(&fair_seen_left, -1);
        gc_set_after_mark_callback(fair_after_mark);
        pthread_t th;
        ck_assert_int_eq(pthread_create(&th, NULL, fair_worker, &ready), 0);
        while (!atomic_load(&ready))
            sched_yield();
        gc_collect(&main_t);            /* N: holds the worker */
        atomic_store(&fair_phase, 2);
        gc_collect(&main_t);            /* N+1, at once */
        int seen = atomic_load(&fair_seen_left);
        atomic_store(&fair_phase, 3);
        gc_set_after_mark_callback(NULL);
        gc_safe_enter(&main_t);
        pthread_join(th, NULL);
        gc_safe_leave(&main_t);
        ck_assert_msg(seen == 1, "round %d: the next collection marked before the held thread ran", round);
    }
    stop_gc();
}
END_TEST

START_TEST(test_threads_stress_verify)
{
    start_gc((gc_config){ .stress = 1, .verify = 1 });
    atomic_int done = 0;
    worker w[5];
    pthread_t th[5];
    memset(w, 0, sizeof w);
    for (int i = 0; i < 5; i++) {
        w[i].iterations = 200;
        w[i].done = &done;
        pthread_create(&th[i], NULL, i < 4 ? tree_worker : holder_main, &w[i]);
    }
    gc_safe_enter(&main_t);
    for (int i = 0; i < 5; i++)
        pthread_join(th[i], NULL);
    gc_safe_leave(&main_t);
    for (int i = 0; i < 5; i++)
        ck_assert_msg(w[i].ok, "thread %d saw a broken tree", i);
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_gt(st.collections, 100);
    ck_assert_uint_ge(st.bytes_allocated, 4ull * 200 * 31 * 40);
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    stop_gc();
}
END_TEST

static void *attach_churn(void *arg)
{
    atomic_long *bytes = arg;
    for (int round = 0; round < 40; round++) {
        gc_thread t;
        gc_thread_attach(&t, NULL);
        node *volatile keep = build_tree(&t, 5, 1);
        gc_poll(&t);
        if (check_tree(keep) != tree_sum(5, 1))
            abort();
        atomic_fetch_add(bytes, 63 * 48);
        gc_thread_detach(&t);
    }
    return NULL;
}

static void *collect_loop(void *arg)
{
    gc_thread t;
    gc_thread_attach(&t, NULL);
    node *volatile keep = new_node(&t, NULL, NULL, 5);
    for (int i = 0; i < 100; i++)
        gc_collect(&t);
    *(int *)arg = gc_is_object(keep) && keep->value == 5;
    gc_thread_detach(&t);
    return NULL;
}

START_TEST(test_attach_detach_and_rival_collectors)
{
    start_gc((gc_config){ 0 });
    atomic_long bytes = 0;
    int ok[2] = { 0, 0 };
    pthread_t churn[2], coll[2];
    for (int i = 0; i < 2; i++) {
        pthread_create(&churn[i], NULL, attach_churn, &bytes);
        pthread_create(&coll[i], NULL, collect_loop, &ok[i]);
    }
    gc_safe_enter(&main_t);
    for (int i = 0; i < 2; i++) {
        pthread_join(churn[i], NULL);
        pthread_join(coll[i], NULL);
    }
    gc_safe_leave(&main_t);
    ck_assert(ok[0] && ok[1]);
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_ge(st.collections, 200);
    ck_assert_uint_ge(st.bytes_allocated, (uint64_t)atomic_load(&bytes));
    ck_assert_uint_ge(st.pause_total_ns, st.pause_max_ns);
    ck_assert_uint_gt(st.pause_max_ns, 0);
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    stop_gc();
}
END_TEST

/* The limit and stress as the runtime passes them (KILN_HEAP_LIMIT=2M,
 * KILN_GCSTRESS=1 through the switch registry: tests/host/test_host.c). */
START_TEST(test_config_limit_and_stress)
{
    start_gc((gc_config){ .heap_limit = 2u << 20, .stress = 1 });
    ck_assert_ptr_null(gc_alloc(&main_t, &bytes_desc, 3u << 20));
    ck_assert_ptr_nonnull(gc_alloc(&main_t, &bytes_desc, 1u << 20));
    make_garbage(&main_t, 100);
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_ge(st.collections, 100 / 8);    /* stress: every slow path collects */
    stop_gc();
    start_gc((gc_config){ 0 });                    /* 0: the default limit */
    ck_assert_ptr_nonnull(gc_alloc(&main_t, &bytes_desc, 3u << 20));
    stop_gc();
}
END_TEST

START_TEST(test_nested_safe_regions)
{
    start_gc((gc_config){ 0 });
    gc_safe_enter(&main_t);
    gc_safe_enter(&main_t);
    gc_poll_slow(&main_t);                         /* no effect while safe */
    gc_safe_leave(&main_t);
    ck_assert_int_eq(atomic_load(&main_t.state), GC_SAFE);
    gc_safe_leave(&main_t);
    ck_assert_int_eq(atomic_load(&main_t.state), GC_RUNNING);
    stop_gc();
}
END_TEST

typedef struct lock_holder {
    pthread_mutex_t *lock;
    pthread_mutex_t m;
    pthread_cond_t c;
    int held, done, timed_out;
} lock_holder;

/* Hold a GC lock until the test says done (or 10 s pass: then the hot path
 * was blocked, and the test fails instead of hanging). */
static void *hold_lock(void *arg)
{
    lock_holder *h = arg;
    pthread_mutex_lock(h->lock);
    pthread_mutex_lock(&h->m);
    h->held = 1;
    pthread_cond_broadcast(&h->c);
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 10;
    while (!h->done && !h->timed_out)
        h->timed_out = pthread_cond_timedwait(&h->c, &h->m, &until) != 0;
    pthread_mutex_unlock(&h->m);
    pthread_mutex_unlock(h->lock);
    return NULL;
}

static void hot_paths_while_held(pthread_mutex_t *lock)
{
    lock_holder h = { .lock = lock };
    pthread_mutex_init(&h.m, NULL);
    pthread_cond_init(&h.c, NULL);
    (void)new_node(&main_t, NULL, NULL, 0);     /* the cache now owns a block */
    pthread_t th;
    pthread_create(&th, NULL, hold_lock, &h);
    pthread_mutex_lock(&h.m);
    while (!h.held)
        pthread_cond_wait(&h.c, &h.m);
    pthread_mutex_unlock(&h.m);
    node *volatile list = NULL;
    for (int i = 0; i < 1000; i++) {             /* all from the owned block */
        list = new_node(&main_t, list, NULL, i);
        gc_poll(&main_t);
        gc_safe_enter(&main_t);
        gc_safe_leave(&main_t);
    }
    int found = gc_find_object((char *)list + 12) == list;
    pthread_mutex_lock(&h.m);
    h.done = 1;
    pthread_cond_broadcast(&h.c);
    pthread_mutex_unlock(&h.m);
    pthread_join(th, NULL);
    ck_assert(found);
    ck_assert_int_eq(h.timed_out, 0);
}

START_TEST(test_hot_paths_take_no_global_lock)
{
    start_gc((gc_config){ 0 });
    hot_paths_while_held(&gc_st.heap_lock);
    hot_paths_while_held(&gc_st.threads_lock);
    hot_paths_while_held(&gc_st.collect_lock);
    hot_paths_while_held(&gc_st.list_lock);
    hot_paths_while_held(&gc_st.stw_lock);      /* only taken while a collection is pending */
    stop_gc();
}
END_TEST

/* The negative control: an allocation that needs a fresh span (a large
 * object) does need heap_lock, so it must not complete while another thread
 * holds it, and must complete once the lock is released. */
typedef struct big_alloc {
    atomic_int done;
    void *obj;
} big_alloc;

static void *alloc_big(void *arg)
{
    big_alloc *b = arg;
    gc_thread t;
    memset(&t, 0, sizeof t);
    gc_thread_attach(&t, NULL);
    b->obj = gc_alloc(&t, &bytes_desc, 16 + (1u << 20));
    atomic_store(&b->done, 1);
    gc_thread_detach(&t);
    return NULL;
}

START_TEST(test_slow_path_needs_heap_lock)
{
    start_gc((gc_config){ 0 });
    lock_holder h = { .lock = &gc_st.heap_lock };
    pthread_mutex_init(&h.m, NULL);
    pthread_cond_init(&h.c, NULL);
    pthread_t holder_th, alloc_th;
    pthread_create(&holder_th, NULL, hold_lock, &h);
    pthread_mutex_lock(&h.m);
    while (!h.held)
        pthread_cond_wait(&h.c, &h.m);
    pthread_mutex_unlock(&h.m);
    big_alloc b = { 0 };
    gc_safe_enter(&main_t);   /* the allocator must not wait for us */
    pthread_create(&alloc_th, NULL, alloc_big, &b);
    struct timespec nap = { 0, 100 * 1000 * 1000 };
    nanosleep(&nap, NULL);
    int done_during_hold = atomic_load(&b.done);
    pthread_mutex_lock(&h.m);
    h.done = 1;
    pthread_cond_broadcast(&h.c);
    pthread_mutex_unlock(&h.m);
    pthread_join(holder_th, NULL);
    pthread_join(alloc_th, NULL);
    gc_safe_leave(&main_t);
    ck_assert_msg(!done_during_hold, "a large allocation completed while heap_lock was held");
    ck_assert_int_eq(atomic_load(&b.done), 1);
    ck_assert_ptr_nonnull(b.obj);
    stop_gc();
}
END_TEST

/* KILN_ASSERT stays on in the builds the tests run (-Dassertions=true, the
 * default): freeing a free block trips the heap's invariant with one line
 * naming it, and aborts. */
START_TEST(test_block_freed_twice_is_an_internal_error)
{
#if KILN_ASSERTIONS
    start_gc((gc_config){ 0 });
    char *cell = gc_span_acquire(GC_BLOCK_SIZE);
    ck_assert_ptr_nonnull(cell);
    uint32_t first = (uint32_t)((cell - (char *)gc_st.region) >> GC_BLOCK_SHIFT);
    gc_blocks_free(first, 1);
    int fds[2];
    ck_assert_int_eq(pipe(fds), 0);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        dup2(fds[1], 2);
        gc_blocks_free(first, 1);
        _exit(0);
    }
    close(fds[1]);
    char out[512] = "";
    ssize_t n, len = 0;
    while (len < (ssize_t)sizeof out - 1 && (n = read(fds[0], out + len, sizeof out - 1 - (size_t)len)) > 0)
        len += n;
    close(fds[0]);
    int st = 0;
    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    ck_assert_msg(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT, "status %d", st);
    ck_assert_msg(strstr(out, "kiln: internal error: ") == out &&
                  strstr(out, "gc_heap.c:") &&
                  strstr(out, ": gc_blocks_free: gc_st.blocks[i].kind != GC_BLK_FREE\n"),
                  "stderr: %s", out);
    stop_gc();
#endif
}
END_TEST


/* ---- generations: the remembered set and its verifier ---- */

/* Run fn in a child whose stderr comes back in out; the child's status. */
static int in_child(void (*fn)(void *), void *arg, char *out, size_t len)
{
    int fds[2];
    ck_assert_int_eq(pipe(fds), 0);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        dup2(fds[1], 2);
        fn(arg);
        _exit(0);
    }
    close(fds[1]);
    ssize_t n, got = 0;
    while (got < (ssize_t)len - 1 && (n = read(fds[0], out + got, len - 1 - (size_t)got)) > 0)
        got += n;
    out[got] = 0;
    close(fds[0]);
    int st = 0;
    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    return st;
}

static const char *desc_name(const gc_desc *d)
{
    return d == &node_desc ? "node" : d == &refarr_desc ? "refarr" : NULL;
}

/* The negative control: a reference from an old object to a young one
 * stored without its barrier is found, named (object, type, offset), and
 * the barrier makes it go away. */
START_TEST(test_missing_barrier_is_found)
{
    start_gc((gc_config){ 0 });
    gc_set_describe_callback(desc_name);
    node *volatile parent = new_node(&main_t, NULL, NULL, 1);
    gc_collect(&main_t);                    /* parent survives: old */
    ck_assert(gc_is_marked(parent));
    node *child = new_node(&main_t, NULL, NULL, 2);   /* young */
    ck_assert(!gc_is_marked(child));
    parent->right = child;                  /* no barrier */
    char msg[512] = "";
    ck_assert_int_eq(gc_check_remembered(msg, sizeof msg), 1);
    char want[160];
    snprintf(want, sizeof want, "old object %p (node) holds young %p (node) at +16, but that card is clean",
             (void *)parent, (void *)child);
    ck_assert_msg(strstr(msg, want), "message: %s", msg);
    gc_write_barrier(&parent->right);
    ck_assert_int_eq(gc_check_remembered(msg, sizeof msg), 0);
    gc_collect(&main_t);                    /* the cards start clean again */
    ck_assert(gc_is_marked(child));
    stop_gc();
}
END_TEST

static void collect_with_verify(void *arg)
{
    node *parent = arg;
    parent->left = new_node(&main_t, NULL, NULL, 3);   /* no barrier */
    gc_collect(&main_t);
}

/* KILN_GCVERIFY's check runs at every collection and aborts naming the
 * missing barrier's object and field. */
START_TEST(test_verify_aborts_on_missing_barrier)
{
    start_gc((gc_config){ .verify = 1 });
    gc_set_describe_callback(desc_name);
    node *volatile parent = new_node(&main_t, NULL, NULL, 1);
    gc_collect(&main_t);
    char out[600];
    int st = in_child(collect_with_verify, (void *)parent, out, sizeof out);
    ck_assert_msg(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT, "status %d, stderr %s", st, out);
    ck_assert_msg(strstr(out, "kiln: gc verify: old object ") == out && strstr(out, "(node) holds young ") &&
                  strstr(out, " at +8, but that card is clean (a write barrier is missing)\n"),
                  "stderr: %s", out);
    stop_gc();
}
END_TEST

/* Barriers on array elements, on a large array (only the dirty card's
 * elements are looked at) and gc_write_barrier_range: each covers its
 * slot. */
START_TEST(test_barrier_kinds_cover_their_slots)
{
    start_gc((gc_config){ 0 });
    void **volatile small = new_refarr(&main_t, 100);
    void **volatile big = new_refarr(&main_t, 100000);   /* 800 KB: a large span */
    gc_collect(&main_t);
    small[70] = new_node(&main_t, NULL, NULL, 1);
    big[99999] = new_node(&main_t, NULL, NULL, 2);
    big[5] = new_node(&main_t, NULL, NULL, 3);
    ck_assert_int_eq(gc_check_remembered(NULL, 0), 3);
    gc_write_barrier(&small[70]);
    gc_write_barrier(&big[99999]);
    ck_assert_int_eq(gc_check_remembered(NULL, 0), 1);
    gc_write_barrier_range(&big[4], 16);
    ck_assert_int_eq(gc_check_remembered(NULL, 0), 0);
    gc_write_barrier(&main_t);              /* outside the heap: nothing, no crash */
    gc_store_ref(&small[71], big);          /* old to old: fine either way */
    ck_assert_int_eq(gc_check_remembered(NULL, 0), 0);
    stop_gc();
}
END_TEST

/* Minor collections: an old object's young child stored with the barrier
 * survives; young garbage is freed while an unreachable old object stays
 * until a full collection; the counters say which kind ran. */
/* n unreachable nodes (another size class than make_garbage's leaves, so
 * the garbage does not reuse their cells), remembered only hidden. */
static __attribute__((noinline)) uintptr_t *make_hidden_nodes(gc_thread *t, int n)
{
    uintptr_t *h = malloc(sizeof *h * (size_t)n);
    for (int i = 0; i < n; i++)
        h[i] = hide(new_node(t, NULL, NULL, i));
    return h;
}

START_TEST(test_minor_collection_keeps_remembered_children)
{
    start_gc((gc_config){ .verify = 1, .budget = 1u << 20 });
    node *volatile parent = new_node(&main_t, NULL, NULL, 1);
    gc_collect(&main_t);                          /* parent is old */
    ck_assert(gc_is_object(parent));
    gc_store_ref(&parent->left, new_node(&main_t, NULL, NULL, 2));
    uintptr_t *young_dead = make_hidden_nodes(&main_t, 1000);
    gc_stats before, after;
    gc_get_stats(&before);
    wipe_stack();
    make_garbage(&main_t, 200000);                /* 3.2 MB of 16-byte leaves: minor collections */
    gc_get_stats(&after);
    ck_assert_uint_gt(after.minor_collections, before.minor_collections);
    ck_assert_uint_eq(after.collections - after.minor_collections,
                      before.collections - before.minor_collections);   /* no full one */
    ck_assert(gc_is_object(parent->left) && parent->left->value == 2);
    int freed = 0;
    for (int i = 0; i < 1000; i++)
        freed += !gc_is_object(unhide(young_dead[i]));
    ck_assert_int_ge(freed, 990);
    free(young_dead);
    stop_gc();
}
END_TEST

/* An object that became old and then unreachable is freed by the next full
 * collection (GC.Collect), not by minor ones. */
START_TEST(test_old_garbage_waits_for_full_collection)
{
    start_gc((gc_config){ .budget = 1u << 20 });
    uintptr_t *old = make_hidden_nodes(&main_t, 1000);
    /* keep them reachable across one collection: a root list */
    void **volatile arr = new_refarr(&main_t, 1000);
    for (int i = 0; i < 1000; i++)
        gc_store_ref(&arr[i], unhide(old[i]));
    gc_collect(&main_t);                          /* all old now */
    for (int i = 0; i < 1000; i++)
        arr[i] = NULL;                            /* null stores need no barrier */
    wipe_stack();
    make_garbage(&main_t, 200000);
    int alive = 0;
    for (int i = 0; i < 1000; i++)
        alive += gc_is_object(unhide(old[i]));
    ck_assert_int_eq(alive, 1000);                /* minor collections never free old objects */
    wipe_stack();
    gc_collect(&main_t);
    int freed = 0;
    for (int i = 0; i < 1000; i++)
        freed += !gc_is_object(unhide(old[i]));
    ck_assert_int_ge(freed, 990);
    free(old);
    stop_gc();
}
END_TEST

/* Ageing: a young object reached by one minor collection from the roots
 * or young objects stays young (aged) and is promoted by the second; an
 * aged object promoted while holding one reached for the first time keeps
 * that slot's card dirty, so the next collection still finds it
 * (KILN_GCVERIFY's check after each collection agrees). One that an old
 * object holds (reached through a dirty card) is promoted by the first
 * (docs/gc.md, "Ageing"). A full collection promotes every survivor. */
START_TEST(test_ageing_promotes_at_second_minor)
{
    start_gc((gc_config){ .verify = 1 });
    gc_set_describe_callback(desc_name);
    node *volatile parent = new_node(&main_t, NULL, NULL, 1);
    gc_collect(&main_t);                          /* full: parent old at once */
    ck_assert(gc_is_marked(parent));
    gc_store_ref(&parent->left, new_node(&main_t, NULL, NULL, 2));
    node *volatile rooted = new_node(&main_t, NULL, NULL, 3);   /* reached from the stack */
    gc_collect_minor(&main_t);
    ck_assert(gc_is_marked(parent->left));        /* held by an old object: old at once */
    ck_assert(!gc_is_marked(rooted));             /* survived once: still young */
    ck_assert_int_eq(gc_check_remembered(NULL, 0), 0);
    gc_store_ref(&rooted->right, new_node(&main_t, NULL, NULL, 4));   /* young to young */
    gc_collect_minor(&main_t);
    ck_assert(gc_is_marked(rooted));              /* survived twice: old */
    ck_assert(!gc_is_marked(rooted->right));      /* first survival: young, its old holder's card dirty */
    ck_assert_int_eq(gc_check_remembered(NULL, 0), 0);
    ck_assert_int_eq(gc_check_heap(NULL, 0), 0);
    gc_collect_minor(&main_t);
    ck_assert(gc_is_marked(rooted->right));
    ck_assert(gc_is_object(parent->left) && parent->left->value == 2 && rooted->right->value == 4);
    node *volatile fresh = new_node(&main_t, NULL, NULL, 5);
    gc_collect(&main_t);
    ck_assert(gc_is_marked(fresh));               /* a full collection promotes every survivor */
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_eq(st.minor_collections, 3);
    ck_assert_uint_ge(st.bytes_promoted, 3 * 32);   /* parent->left, rooted, rooted->right */
    stop_gc();
}
END_TEST

/* The case ageing adds: an aged object promoted by a minor collection
 * holds an object reached for the first time, through a slot never
 * written since the store that dirtied its card was cleaned. Dropping
 * the card there (a collector bug) would lose the young object at the
 * next minor collection; the verifier after the collection names it. */
static __attribute__((noinline)) node *make_aged_chain(gc_thread *t)
{
    node *a = new_node(t, NULL, NULL, 10);
    gc_collect_minor(t);                          /* a aged */
    gc_store_ref(&a->left, new_node(t, NULL, NULL, 11));   /* b new; a's card dirty, a young */
    return a;
}

START_TEST(test_promoted_object_keeps_young_child)
{
    start_gc((gc_config){ .verify = 1, .budget = 1u << 20 });
    node *volatile a = make_aged_chain(&main_t);
    gc_collect_minor(&main_t);                    /* a promoted, b aged: a's card must stay dirty */
    ck_assert(gc_is_marked(a) && !gc_is_marked(a->left));
    ck_assert_int_eq(gc_check_remembered(NULL, 0), 0);
    wipe_stack();
    make_garbage(&main_t, 200000);                /* minor collections reuse the freed cells */
    ck_assert(gc_is_object(a->left) && a->left->type == &node_desc && a->left->value == 11);
    ck_assert(gc_is_marked(a->left));
    stop_gc();
}
END_TEST

/* Two aged arrays hold one new object, and the stack holds all three.
 * The collection promotes both arrays; whichever of them it scans second
 * finds the new object marked already, but young (it survives its first
 * collection), so that array's card must stay dirty too. Taking
 * "marked" for "old and done" there (the shortcut for old slots,
 * gc_mark.c's old_and_done, needs the age bit as well) loses that card:
 * the remembered-set check after the collection names it. */
static __attribute__((noinline)) void share_new_node(gc_thread *t, void **a, void **b)
{
    node *n = new_node(t, NULL, NULL, 7);
    gc_store_ref(&a[0], n);
    gc_store_ref(&b[0], n);
}

START_TEST(test_two_old_holders_keep_their_cards)
{
    start_gc((gc_config){ .verify = 1 });
    void **volatile a = new_refarr(&main_t, 128);   /* 1 KiB each: two cards apart */
    void **volatile b = new_refarr(&main_t, 128);
    gc_collect_minor(&main_t);                    /* both aged */
    share_new_node(&main_t, a, b);
    node *volatile n = b[0];
    gc_collect_minor(&main_t);                    /* a and b promoted, n aged */
    char msg[256];
    ck_assert_msg(gc_check_remembered(msg, sizeof msg) == 0, "%s", msg);
    ck_assert(gc_is_marked(a) && gc_is_marked(b) && !gc_is_marked(n) && n->value == 7);
    stop_gc();
}
END_TEST

/* Through a card: old o (an older block) holds new a, which lives in a
 * block without old objects (another size class, a fresh block). The
 * minor collection finds a through o's card and promotes it at once
 * (what an old object holds is promoted by the first minor collection
 * it survives), and then what a holds the same way, through a's card;
 * the cards of a's block, which held no old object when the card scan
 * began, are cleaned only before any is scanned, so a's card, dirtied
 * by the store into it, is scanned and not lost. */
START_TEST(test_promoted_in_young_block_keeps_card)
{
    start_gc((gc_config){ .verify = 1 });
    node *volatile o = new_node(&main_t, NULL, NULL, 1);
    gc_collect(&main_t);                          /* o old */
    gc_store_ref(&o->left, (node *)(void *)((char *)new_refarr(&main_t, 1) - 16));
    gc_collect_minor(&main_t);                    /* a promoted through o's card */
    void **a = (void **)(void *)((char *)o->left + 16);
    ck_assert(gc_is_marked(o->left) && gc_is_marked(o));
    gc_store_ref(&a[0], new_node(&main_t, NULL, NULL, 7));
    gc_collect_minor(&main_t);                    /* n promoted through a's card */
    ck_assert(gc_is_marked(a[0]) && ((node *)a[0])->value == 7);
    ck_assert_int_eq(gc_check_remembered(NULL, 0), 0);
    wipe_stack();
    make_garbage(&main_t, 200000);                /* minor collections reuse the freed cells */
    ck_assert(gc_is_object(a[0]) && ((node *)a[0])->value == 7);
    stop_gc();
}
END_TEST

/* The pause percentiles: p50 <= p99 <= max, per kind and overall. */

/* ---- incremental marking of the old generation (docs/gc.md) ---- */

/* Slices until nothing is grey; returns how many ran. */
static int run_slices(size_t budget)
{
    int n = 0;
    while (gc_cycle_slice(&main_t, budget) > 0)
        n++;
    return n + 1;
}

/* An old tree stays whole and old garbage goes, through a cycle marked in
 * many small slices with minor collections in between; the cycle counts as
 * a full collection, its slices as pauses but not as collections. */
START_TEST(test_cycle_frees_old_garbage)
{
    start_gc((gc_config){ .verify = 1, .budget = 1u << 20 });
    node *volatile tree = build_tree(&main_t, 12, 1);
    int64_t sum = check_tree(tree);
    uintptr_t *old = make_hidden_nodes(&main_t, 1000);
    void **volatile arr = new_refarr(&main_t, 1000);
    for (int i = 0; i < 1000; i++)
        gc_store_ref(&arr[i], unhide(old[i]));
    gc_collect(&main_t);                          /* all old */
    for (int i = 0; i < 1000; i++)
        gc_store_ref(&arr[i], NULL);              /* old garbage now */
    wipe_stack();
    gc_stats before, after;
    gc_get_stats(&before);
    gc_cycle_begin(&main_t);
    ck_assert(gc_cycle_active());
    int slices = 0;
    while (gc_cycle_slice(&main_t, 100) > 0) {
        if (++slices % 10 == 0)
            gc_collect_minor(&main_t);            /* minor collections interleave with the marking */
    }
    ck_assert_int_gt(slices, 20);                 /* 8191 tree nodes, 100 a slice */
    ck_assert(gc_cycle_active());
    gc_cycle_remark(&main_t);
    ck_assert(!gc_cycle_active());
    gc_get_stats(&after);
    ck_assert_int_eq(check_tree(tree), sum);
    int freed = 0;
    for (int i = 0; i < 1000; i++)
        freed += !gc_is_object(unhide(old[i]));
    ck_assert_int_ge(freed, 990);
    ck_assert_uint_eq(after.cycles - before.cycles, 1);
    ck_assert_uint_eq(after.slices - before.slices, (uint64_t)slices + 1);
    ck_assert_uint_eq((after.collections - after.minor_collections) - (before.collections - before.minor_collections), 1);
    ck_assert_uint_ge(after.full_pause_total_ns - before.full_pause_total_ns, 1);
    free(old);
    stop_gc();
}
END_TEST

/* An old object `a` black (scanned) by the cycle and an old object `b`
 * no longer reachable when it began (white), its address kept hidden: the
 * mutator's "load" of b from somewhere the marking already passed. */
typedef struct black_white {
    node *a;
    uintptr_t b;
} black_white;

static __attribute__((noinline)) void make_black_and_white(black_white *bw)
{
    node *a = new_node(&main_t, NULL, NULL, 1);
    node *b = new_node(&main_t, NULL, NULL, 2);
    a->right = b;
    gc_collect(&main_t);                          /* both old */
    gc_store_ref(&a->right, NULL);                /* b unreachable */
    bw->a = a;
    bw->b = hide(b);
}

static void cycle_to_black(black_white *bw)
{
    make_black_and_white(bw);
    wipe_stack();
    gc_cycle_begin(&main_t);                      /* a is a root: grey */
    run_slices(1000);                             /* a scanned: black; b white */
    ck_assert(gc_cycle_active());
}

/* Storing the white object into the black one with the barrier: the
 * remark finds the dirty card, marks b, and b survives the cycle. */
START_TEST(test_cycle_store_into_black_object_with_barrier)
{
    start_gc((gc_config){ .verify = 1 });
    black_white bw;
    cycle_to_black(&bw);
    gc_store_ref(&bw.a->left, unhide(bw.b));
    gc_collect_minor(&main_t);                    /* a minor collection in between cleans the card ... */
    gc_cycle_remark(&main_t);                     /* ... having greyed b: the remark keeps it */
    ck_assert(gc_is_object(bw.a->left) && bw.a->left->value == 2);
    ck_assert(gc_is_marked(bw.a->left));          /* old */
    stop_gc();
}
END_TEST

/* A white old object stored into a young one (no barrier is needed for
 * the young object: the minor marking that traces it greys b). */
START_TEST(test_cycle_white_object_held_by_young_one)
{
    start_gc((gc_config){ .verify = 1 });
    black_white bw;
    cycle_to_black(&bw);
    node *volatile y = new_node(&main_t, unhide(bw.b), NULL, 3);   /* young */
    gc_cycle_remark(&main_t);
    ck_assert(gc_is_object(y->left) && y->left->value == 2);
    stop_gc();
}
END_TEST

static __attribute__((noinline)) void store_without_barrier(black_white *bw)
{
    bw->a->left = unhide(bw->b);                  /* no barrier */
}

/* The store in its own frame, wiped before the remark: no stale copy of
 * b's address on the stack may mark it through the conservative scan. */
static void store_without_barrier_then_remark(void *arg)
{
    store_without_barrier(arg);
    wipe_stack();
    gc_cycle_remark(&main_t);
}

/* The negative control: the same store without its barrier is caught by
 * KILN_GCVERIFY's remark check, which names both objects. */
START_TEST(test_cycle_missing_barrier_is_caught)
{
    start_gc((gc_config){ .verify = 1 });
    gc_set_describe_callback(desc_name);
    black_white bw;
    cycle_to_black(&bw);
    char out[700];
    int st = in_child(store_without_barrier_then_remark, &bw, out, sizeof out);
    ck_assert_msg(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT, "status %d, stderr %s", st, out);
    char want[200];
    snprintf(want, sizeof want, "kiln: gc verify: at the remark, marked object %p (node) holds unmarked %p (node) at +8",
             (void *)bw.a, unhide(bw.b));
    ck_assert_msg(strstr(out, want) == out && strstr(out, "(a write barrier is missing"), "stderr: %s", out);
    stop_gc();
}
END_TEST

/* ---- minor collections in slices (docs/gc.md, "Minor collections in slices") ---- */

/* A young chain of n nodes: the head's `right` is b (a young node with no
 * children, so scanned at once after the head: black early); the tail
 * (value n - 1) and the node before it are remembered hidden. */
typedef struct sliced_chain {
    node *head;
    uintptr_t tail, before_tail;
} sliced_chain;

static __attribute__((noinline)) void make_sliced_chain(gc_thread *t, sliced_chain *c, int n)
{
    node *next = NULL, *before = NULL;
    for (int i = n - 1; i >= 0; i--) {
        next = new_node(t, next, NULL, i);
        if (i == n - 1)
            c->tail = hide(next);
        if (i == n - 2)
            before = next;
    }
    next->right = new_node(t, NULL, NULL, -1);
    c->head = next;
    c->before_tail = hide(before);
}

/* While the minor collection is open, the program moves the tail (white:
 * the marking has not reached it) into b (black), cuts it from the chain,
 * and stores a node allocated meanwhile into b too; and leaves more new
 * nodes unreachable. */
static __attribute__((noinline)) uintptr_t move_while_open(gc_thread *t, sliced_chain *c, uintptr_t *dead)
{
    node *b = c->head->right;
    gc_store_ref(&b->left, unhide(c->tail));
    gc_store_ref(&((node *)unhide(c->before_tail))->left, NULL);
    gc_store_ref(&b->right, new_node(t, NULL, NULL, 77));
    *dead = hide(new_node(t, NULL, NULL, 78));
    return hide(b->right);
}

/* The tail moved from the grey part of the chain into a black object, and
 * a new object stored into it, both survive the pause that closes the
 * minor collection: its card scan looks at young blocks (the black object
 * is young), and its root scan finds what was allocated meanwhile. A new
 * object nothing holds is freed. Without the young blocks' cards the
 * verifier finds b holding a freed cell (the negative control, tried). */
START_TEST(test_minor_slices_keep_what_the_program_moves)
{
    start_gc((gc_config){ .verify = 1, .budget = 8u << 20 });
    sliced_chain c;
    make_sliced_chain(&main_t, &c, 20000);
    node *volatile head = c.head;
    wipe_stack();
    gc_minor_open(&main_t, 100);                  /* the head, b and 98 more: the tail stays white */
    ck_assert(gc_minor_is_open());
    ck_assert(gc_is_marked(head) && gc_is_marked(head->right) && !gc_is_marked(unhide(c.tail)));
    uintptr_t dead, fresh = move_while_open(&main_t, &c, &dead);
    wipe_stack();
    int slices = 0;
    while (gc_minor_slice(&main_t, 1000) > 0)
        slices++;
    ck_assert_int_ge(slices, 15);                 /* 20000 nodes, 1000 a slice */
    ck_assert(gc_minor_is_open());                /* nothing grey: the next pause closes it */
    gc_stats before, after;
    gc_get_stats(&before);
    gc_collect_minor(&main_t);
    gc_get_stats(&after);
    ck_assert(!gc_minor_is_open());
    ck_assert_uint_eq(after.minor_collections - before.minor_collections, 1);
    node *b = head->right;
    ck_assert(gc_is_object(b->left) && b->left == unhide(c.tail) && b->left->value == 19999);
    ck_assert(gc_is_object(b->right) && b->right == unhide(fresh) && b->right->value == 77);
    ck_assert(!gc_is_object(unhide(dead)));
    ck_assert_ptr_null(((node *)unhide(c.before_tail))->left);
    stop_gc();
}
END_TEST

/* A full collection while a minor collection is open drops it (it clears
 * every mark): the heap is whole and nothing is open after it; a cycle
 * begun while one is open closes it first. */
START_TEST(test_full_or_cycle_ends_open_minor)
{
    start_gc((gc_config){ .verify = 1, .budget = 8u << 20 });
    node *volatile tree = build_tree(&main_t, 12, 1);
    int64_t sum = check_tree(tree);
    gc_minor_open(&main_t, 10);
    ck_assert(gc_minor_is_open());
    gc_collect(&main_t);
    ck_assert(!gc_minor_is_open());
    ck_assert_int_eq(check_tree(tree), sum);
    node *volatile young = build_tree(&main_t, 12, 2);
    gc_minor_open(&main_t, 10);
    ck_assert(gc_minor_is_open());
    gc_cycle_begin(&main_t);
    ck_assert(!gc_minor_is_open());
    ck_assert(gc_cycle_active());
    run_slices(1000);
    gc_cycle_remark(&main_t);
    ck_assert_int_eq(check_tree(tree), sum);
    ck_assert_int_eq(check_tree(young), tree_sum(12, 2));
    stop_gc();
}
END_TEST

/* A young list longer than what a slice may mark: with slices of a
 * nanosecond (the clock is read every 4096 objects) the allocator's
 * minor collections stop part-way, run in slices while the list grows,
 * and close; the list is whole. */
START_TEST(test_allocation_runs_minor_in_slices)
{
    start_gc((gc_config){ .verify = 1, .budget = 8u << 20 });
    gc_debug_set_slice_ns(1);
    gc_stats before, after;
    gc_get_stats(&before);
    node *volatile list = NULL;
    for (int i = 0; i < 400000; i++)              /* 12.8 MB of nodes, all reachable */
        list = new_node(&main_t, list, NULL, i);
    gc_get_stats(&after);
    ck_assert_uint_gt(after.minor_slices - before.minor_slices, 2);
    ck_assert_uint_ge(after.minor_collections - before.minor_collections, 1);
    int n = 0;
    for (node *p = list; p; p = p->left, n++)
        ck_assert(gc_is_object(p) && p->value == 399999 - n);
    ck_assert_int_eq(n, 400000);
    gc_debug_set_slice_ns(UINT64_MAX);
    stop_gc();
}
END_TEST

/* Objects promoted while the cycle runs count as reached (allocation
 * black), and so does what they hold; a full collection ends the cycle. */
START_TEST(test_cycle_promoted_objects_survive_and_full_ends_cycle)
{
    start_gc((gc_config){ .verify = 1 });
    black_white bw;
    cycle_to_black(&bw);
    node *volatile t = build_tree(&main_t, 8, 1);
    int64_t sum = check_tree(t) - check_tree(t->left->left) + 2;
    gc_store_ref(&t->left->left, unhide(bw.b));   /* young holds the white old object */
    gc_collect_minor(&main_t);
    gc_collect_minor(&main_t);                    /* t promoted during the cycle */
    ck_assert(gc_is_marked(t));
    gc_cycle_remark(&main_t);
    ck_assert_int_eq(check_tree(t), sum);
    ck_assert_ptr_eq(t->left->left, unhide(bw.b));
    gc_cycle_begin(&main_t);
    ck_assert(gc_cycle_active());
    gc_collect(&main_t);
    ck_assert(!gc_cycle_active());
    ck_assert(gc_is_object(t) && t->left->left->value == 2);
    stop_gc();
}
END_TEST

START_TEST(test_pause_percentiles)
{
    start_gc((gc_config){ 0 });
    for (int i = 0; i < 20; i++)
        gc_collect_minor(&main_t);
    gc_collect(&main_t);
    gc_stats st;
    gc_get_stats(&st);
    ck_assert_uint_eq(st.collections, 21);
    ck_assert_uint_eq(st.minor_collections, 20);
    ck_assert_uint_gt(st.minor_pause_p50_ns, 0);
    ck_assert_uint_le(st.minor_pause_p50_ns, st.minor_pause_p99_ns);
    ck_assert_uint_le(st.minor_pause_p99_ns, st.minor_pause_max_ns);
    ck_assert_uint_le(st.full_pause_p50_ns, st.full_pause_max_ns);
    ck_assert_uint_gt(st.full_pause_p50_ns, 0);
    ck_assert_uint_le(st.pause_p50_ns, st.pause_p99_ns);
    ck_assert_uint_le(st.pause_p99_ns, st.pause_max_ns);
    /* 20 of 21 pauses are minor: the overall median is a minor one's bucket */
    ck_assert_uint_le(st.pause_p50_ns, st.minor_pause_max_ns);
    stop_gc();
}
END_TEST

/* Every reused cell comes back zeroed, prefix and fields, in every small
 * class and one size past them (the fast path zeroes cells of up to 64
 * bytes with stores, the rest with memset): cells filled with 0xAB are
 * freed by a collection and allocated again, lowest free cell first. */
static __attribute__((noinline)) void fill_and_drop(size_t size, int n)
{
    for (int i = 0; i < n; i++) {
        char *ref = gc_alloc(&main_t, &bytes_desc, size);
        ck_assert_ptr_nonnull(ref);
        memset(ref - GC_OBJ_PREFIX, 0xAB, GC_OBJ_PREFIX);
        memset(ref + 8, 0xAB, size - 8);
    }
}

START_TEST(test_reused_cells_are_zeroed)
{
    start_gc((gc_config){ 0 });
    for (size_t size = 8; size <= 200; size += 8) {
        fill_and_drop(size, 200);
        wipe_near();
        gc_collect(&main_t);
        for (int i = 0; i < 200; i++) {
            unsigned char *ref = gc_alloc(&main_t, &bytes_desc, size);
            ck_assert_ptr_nonnull(ref);
            for (size_t k = 0; k < GC_OBJ_PREFIX; k++)
                ck_assert_uint_eq(ref[(ptrdiff_t)k - (ptrdiff_t)GC_OBJ_PREFIX], 0);
            ck_assert_ptr_eq(*(const gc_desc **)(void *)ref, &bytes_desc);
            for (size_t k = 8; k < size; k++)
                ck_assert_uint_eq(ref[k], 0);
        }
    }
    stop_gc();
}
END_TEST

static Suite *gc_suite(void)
{
    Suite *s = suite_create("gc");
    TCase *basic = tcase_create("heap");
    tcase_set_timeout(basic, 60);
    tcase_add_test(basic, test_interior_pointer_on_stack);
    tcase_add_test(basic, test_unreachable_freed);
    tcase_add_test(basic, test_scan_starts_where_collector_entered);
    tcase_add_test(basic, test_roots_callback_keeps_statics);
    tcase_add_test(basic, test_precise_heap_scan);
    tcase_add_test(basic, test_mark_stack_overflow);
    tcase_add_test(basic, test_parallel_mark_full);
    tcase_add_test(basic, test_serial_mark_with_one_marker);
    tcase_add_test(basic, test_parallel_mark_minor_keeps_cards);
    tcase_add_test(basic, test_parallel_card_scan);
    tcase_add_test(basic, test_parallel_mark_overflow);
    tcase_add_test(basic, test_parallel_mark_during_cycle);
    tcase_add_test(basic, test_cycle_before_heap_grows_past_peak);
    tcase_add_test(basic, test_cycle_sooner_after_old_garbage);
    tcase_add_test(basic, test_cycle_begin_within_young_bound);
    tcase_add_test(basic, test_fixed_nursery_above_young_bound_begins_cycles);
    tcase_add_test(basic, test_cycle_lasts_a_nursery);
    tcase_add_test(basic, test_cycle_waits_for_an_eighth_of_old);
    tcase_add_test(basic, test_slice_stops_at_its_time);
    tcase_add_test(basic, test_large_objects);
    tcase_add_test(basic, test_heap_limit_returns_null);
    tcase_add_test(basic, test_bounded_memory);
    tcase_add_test(basic, test_verifier_finds_corruption);
    tcase_add_test(basic, test_config_limit_and_stress);
    tcase_add_test(basic, test_reused_cells_are_zeroed);
    tcase_add_test(basic, test_nested_safe_regions);
    tcase_add_test(basic, test_block_freed_twice_is_an_internal_error);
    tcase_add_test(basic, test_missing_barrier_is_found);
    tcase_add_test(basic, test_verify_aborts_on_missing_barrier);
    tcase_add_test(basic, test_barrier_kinds_cover_their_slots);
    tcase_add_test(basic, test_minor_collection_keeps_remembered_children);
    tcase_add_test(basic, test_old_garbage_waits_for_full_collection);
    tcase_add_test(basic, test_ageing_promotes_at_second_minor);
    tcase_add_test(basic, test_promoted_object_keeps_young_child);
    tcase_add_test(basic, test_promoted_in_young_block_keeps_card);
    tcase_add_test(basic, test_two_old_holders_keep_their_cards);
    tcase_add_test(basic, test_pause_percentiles);
    tcase_add_test(basic, test_cycle_frees_old_garbage);
    tcase_add_test(basic, test_cycle_store_into_black_object_with_barrier);
    tcase_add_test(basic, test_cycle_white_object_held_by_young_one);
    tcase_add_test(basic, test_cycle_missing_barrier_is_caught);
    tcase_add_test(basic, test_cycle_promoted_objects_survive_and_full_ends_cycle);
    tcase_add_test(basic, test_minor_slices_keep_what_the_program_moves);
    tcase_add_test(basic, test_full_or_cycle_ends_open_minor);
    tcase_add_test(basic, test_allocation_runs_minor_in_slices);
    suite_add_tcase(s, basic);
    TCase *threads = tcase_create("threads");
    tcase_set_timeout(threads, 120);
    tcase_add_test(threads, test_spinning_thread_is_suspended);
    tcase_add_test(threads, test_safe_region_not_waited_for);
    tcase_add_test(threads, test_safe_leave_waits_for_collection);
    tcase_add_test(threads, test_held_thread_runs_before_next_collection);
    tcase_add_test(threads, test_threads_stress_verify);
    tcase_add_test(threads, test_attach_detach_and_rival_collectors);
    tcase_add_test(threads, test_hot_paths_take_no_global_lock);
    tcase_add_test(threads, test_slow_path_needs_heap_lock);
    suite_add_tcase(s, threads);
    return s;
}

int main(void)
{
    /* Each test chooses stress, verify and limits itself in its gc_config
     * (the collector reads no environment variable). */
    SRunner *sr = srunner_create(gc_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
