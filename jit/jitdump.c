/* jitdump.c - perf's jitdump for compiled code (KILN_PERFMAP=jitdump):
 * /tmp/jit-PID.dump with one JIT_CODE_LOAD record (name "Type.Method",
 * address, size, the code bytes) per compiled method, preceded by a
 * JIT_CODE_DEBUG_INFO record mapping its addresses to C# lines. `perf
 * record -k 1` sees the file through the executable mapping made of it,
 * `perf inject --jit` turns the records into ELF images, and `perf report`
 * / `perf annotate` attribute samples to C# methods and lines
 * (docs/diagnostics.md).
 *
 * The line table is GCC's own: with jitdump on, batches are compiled with
 * debug information (jit_lower_opts.debug: a location per statement) and
 * the .debug_line section of the shared object libgccjit made (it stays on
 * disk while the batch's result lives) is read back here, DWARF 4 or 5.
 *
 * Invariants: the dump file is created O_CREAT|O_EXCL|O_NOFOLLOW, 0600
 * (kmod_file_create_new: never an existing file, never through a symlink);
 * any failure is one warning line and jitdump stays off for the process;
 * records are written under the jit lock, whole, in time order. Reading the
 * shared object is bounded by its size; malformed DWARF ends the table.
 */
#include "jit/jit_internal.h"
#include "kmod/files.h"

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define JITDUMP_MAGIC 0x4A695444u
#define JIT_CODE_LOAD 0u
#define JIT_CODE_DEBUG_INFO 2u

static struct {
    pthread_mutex_t lock;
    int fd;                      /* -1: not open yet; -2: off (refused) */
    uint64_t index;              /* code_index of the next load */
} jd = {PTHREAD_MUTEX_INITIALIZER, -1, 0};

bool jit_jitdump_enabled(void)
{
    return rt_state.sw.perfmap == CFG_PERFMAP_JITDUMP;
}

static uint64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);   /* perf record -k 1 */
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static bool write_all(int fd, const void *p, size_t n)
{
    const char *c = p;
    while (n) {
        ssize_t w = write(fd, c, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        c += w;
        n -= (size_t)w;
    }
    return true;
}

static void refuse(const char *path, const char *why)
{
    fprintf(stderr, "kiln: warning: KILN_PERFMAP=jitdump: not writing %s: %s\n", path, why);
    jd.fd = -2;
}

/* Create the file, write the header and map it executable (perf finds the
 * dump through that mmap event). */
static void open_dump(void)
{
    char path[64];
    snprintf(path, sizeof path, "/tmp/jit-%ld.dump", (long)getpid());
    int fd = kmod_file_create_new(path, 0600);
    if (fd < 0) {
        refuse(path, strerror(errno));
        return;
    }
    struct { uint32_t magic, version, size, mach, pad, pid; uint64_t ts, flags; } h = {
        JITDUMP_MAGIC, 1, 40, EM_X86_64, 0, (uint32_t)getpid(), mono_ns(), 0};
    _Static_assert(sizeof h == 40, "jitdump header");
    /* The descriptor is write-only; the mapping needs a readable one of
     * the same file (the magic link is the inode just created, not the
     * name, which could have been replaced since). */
    char self[64];
    snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
    int rfd = write_all(fd, &h, sizeof h) ? open(self, O_RDONLY | O_CLOEXEC) : -1;
    void *map = rfd >= 0 ? mmap(NULL, (size_t)sysconf(_SC_PAGESIZE), PROT_READ | PROT_EXEC, MAP_PRIVATE, rfd, 0)
                         : MAP_FAILED;
    int saved = errno;
    if (rfd >= 0)
        close(rfd);
    if (map == MAP_FAILED) {   /* left mapped for the process's life: perf needs the event only */
        close(fd);
        refuse(path, strerror(saved));
        return;
    }
    jd.fd = fd;
}

/* --- the line table of the shared object, from its .debug_line --- */

typedef struct line_row { uint64_t addr; uint32_t line; uint32_t file; } line_row;
typedef struct line_table {
    line_row *rows;
    size_t n, cap;
    char **files;                /* by DWARF file index (DWARF 5: from 0) */
    size_t nfiles;
} line_table;

typedef struct rd { const uint8_t *p, *end; bool bad; } rd;

static uint64_t rd_n(rd *r, unsigned n)
{
    uint64_t v = 0;
    if ((size_t)(r->end - r->p) < n) {
        r->bad = true;
        r->p = r->end;
        return 0;
    }
    for (unsigned i = 0; i < n; i++)
        v |= (uint64_t)r->p[i] << (8 * i);
    r->p += n;
    return v;
}

static uint64_t rd_uleb(rd *r)
{
    uint64_t v = 0;
    for (unsigned shift = 0; r->p < r->end; shift += 7) {
        uint8_t b = *r->p++;
        if (shift < 64)
            v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80))
            return v;
    }
    r->bad = true;
    return v;
}

static int64_t rd_sleb(rd *r)
{
    int64_t v = 0;
    unsigned shift = 0;
    uint8_t b = 0x80;
    while (r->p < r->end && (b & 0x80)) {
        b = *r->p++;
        if (shift < 64)
            v |= (int64_t)((uint64_t)(b & 0x7f) << shift);
        shift += 7;
    }
    if (shift < 64 && (b & 0x40))
        v |= -((int64_t)1 << shift);
    return v;
}

static const char *rd_cstr(rd *r)
{
    const uint8_t *s = r->p;
    while (r->p < r->end && *r->p)
        r->p++;
    if (r->p == r->end) {
        r->bad = true;
        return "";
    }
    r->p++;
    return (const char *)s;
}

typedef struct elf_view {
    const uint8_t *base;
    size_t size;
    rd line, line_str, str;      /* .debug_line, .debug_line_str, .debug_str */
} elf_view;

static const char *str_at(const rd *sec, uint64_t off)
{
    if (!sec->p || off >= (uint64_t)(sec->end - sec->p))
        return "";
    rd r = {sec->p + off, sec->end, false};
    return rd_cstr(&r);
}

/* One attribute of a DWARF 5 entry format; names are returned for
 * DW_LNCT_path (1), the directory index for DW_LNCT_directory_index (2). */
static void read_form(rd *r, const elf_view *ev, uint64_t form, const char **str, uint64_t *num)
{
    switch (form) {
    case 0x08: *str = rd_cstr(r); break;                          /* string */
    case 0x1f: *str = str_at(&ev->line_str, rd_n(r, 4)); break;    /* line_strp */
    case 0x0e: *str = str_at(&ev->str, rd_n(r, 4)); break;         /* strp */
    case 0x0b: *num = rd_n(r, 1); break;                          /* data1 */
    case 0x05: *num = rd_n(r, 2); break;                          /* data2 */
    case 0x06: *num = rd_n(r, 4); break;                          /* data4 */
    case 0x07: *num = rd_n(r, 8); break;                          /* data8 */
    case 0x1e: rd_n(r, 8); rd_n(r, 8); break;                     /* data16 (MD5) */
    case 0x0f: *num = rd_uleb(r); break;                          /* udata */
    case 0x09: {                                                  /* block */
        uint64_t n = rd_uleb(r);
        if (n > (uint64_t)(r->end - r->p))
            r->bad = true;
        else
            r->p += n;
        break;
    }
    default: r->bad = true; break;
    }
}

static void add_file(line_table *t, const char *dir, const char *name)
{
    char **nf = realloc(t->files, (t->nfiles + 1) * sizeof *nf);
    if (!nf)
        return;
    t->files = nf;
    size_t n = strlen(dir) + strlen(name) + 2;
    char *s = malloc(n);
    if (s)
        snprintf(s, n, "%s%s%s", name[0] == '/' || !*dir ? "" : dir, name[0] == '/' || !*dir ? "" : "/", name);
    t->files[t->nfiles++] = s;
}

/* DWARF 5 directory or file entries. */
static void read_entries(rd *r, const elf_view *ev, line_table *t, char **dirs, size_t ndirs, bool files,
                         char ***dirs_out, size_t *ndirs_out)
{
    uint8_t nfmt = (uint8_t)rd_n(r, 1);
    uint64_t fmt[16][2];
    for (unsigned i = 0; i < nfmt && i < 16; i++) {
        fmt[i][0] = rd_uleb(r);
        fmt[i][1] = rd_uleb(r);
    }
    uint64_t count = rd_uleb(r);
    for (uint64_t k = 0; k < count && !r->bad && nfmt <= 16; k++) {
        const char *name = "";
        uint64_t dir = 0;
        for (unsigned i = 0; i < nfmt; i++) {
            const char *s = NULL;
            uint64_t v = 0;
            read_form(r, ev, fmt[i][1], &s, &v);
            if (fmt[i][0] == 1 && s)
                name = s;
            if (fmt[i][0] == 2)
                dir = v;
        }
        if (files) {
            add_file(t, dir < ndirs && dirs[dir] ? dirs[dir] : "", name);
        } else {
            char **nd = realloc(*dirs_out, (*ndirs_out + 1) * sizeof *nd);
            if (!nd)
                return;
            *dirs_out = nd;
            nd[(*ndirs_out)++] = (char *)name;
        }
    }
}

static void add_row(line_table *t, uint64_t addr, uint32_t line, uint32_t file)
{
    if (t->n == t->cap) {
        size_t nc = t->cap ? t->cap * 2 : 256;
        line_row *nr = realloc(t->rows, nc * sizeof *nr);
        if (!nr)
            return;
        t->rows = nr;
        t->cap = nc;
    }
    t->rows[t->n++] = (line_row){addr, line, file};
}

/* One line-number program (a compilation unit's). */
static void read_unit(rd *r, const elf_view *ev, line_table *t)
{
    uint64_t len = rd_n(r, 4);
    if (len >= 0xfffffff0u || len > (uint64_t)(r->end - r->p)) {
        r->bad = true;
        return;
    }
    rd u = {r->p, r->p + len, false};
    r->p += len;
    uint16_t version = (uint16_t)rd_n(&u, 2);
    if (version < 4 || version > 5)
        return;
    if (version == 5)
        rd_n(&u, 2);   /* address_size, segment_selector_size */
    uint64_t hlen = rd_n(&u, 4);
    const uint8_t *prog = u.p + hlen;
    uint8_t min_inst = (uint8_t)rd_n(&u, 1);
    if (version >= 4)
        rd_n(&u, 1);   /* maximum_operations_per_instruction */
    rd_n(&u, 1);       /* default_is_stmt */
    int8_t line_base = (int8_t)rd_n(&u, 1);
    uint8_t line_range = (uint8_t)rd_n(&u, 1), opcode_base = (uint8_t)rd_n(&u, 1);
    uint8_t std_len[256] = {0};
    for (unsigned i = 1; i < opcode_base; i++)
        std_len[i] = (uint8_t)rd_n(&u, 1);
    size_t file_base = t->nfiles;
    char **dirs = NULL;
    size_t ndirs = 0;
    if (version == 5) {
        read_entries(&u, ev, t, NULL, 0, false, &dirs, &ndirs);
        read_entries(&u, ev, t, dirs, ndirs, true, NULL, NULL);
    } else {
        add_file(t, "", "?");   /* DWARF 4 numbers files from 1 */
        while (u.p < u.end && *u.p) {
            const char *d = rd_cstr(&u);
            char **nd = realloc(dirs, (ndirs + 1) * sizeof *nd);
            if (!nd)
                break;
            dirs = nd;
            dirs[ndirs++] = (char *)d;
        }
        rd_n(&u, 1);
        while (u.p < u.end && *u.p) {
            const char *name = rd_cstr(&u);
            uint64_t dir = rd_uleb(&u);
            rd_uleb(&u);
            rd_uleb(&u);
            add_file(t, dir >= 1 && dir <= ndirs ? dirs[dir - 1] : "", name);
        }
    }
    free(dirs);
    if (u.bad || prog > u.end || line_range == 0)
        return;
    u.p = prog;
    uint64_t addr = 0;
    int64_t line = 1;
    uint64_t file = 1;
    while (u.p < u.end && !u.bad) {
        uint8_t op = (uint8_t)rd_n(&u, 1);
        if (op >= opcode_base) {
            uint8_t adj = (uint8_t)(op - opcode_base);
            addr += (uint64_t)(adj / line_range) * min_inst;
            line += line_base + adj % line_range;
            add_row(t, addr, (uint32_t)line, (uint32_t)(file_base + file));
            continue;
        }
        switch (op) {
        case 0: {   /* extended */
            uint64_t n = rd_uleb(&u);
            const uint8_t *next = n <= (uint64_t)(u.end - u.p) ? u.p + n : u.end;
            uint8_t sub = n ? (uint8_t)rd_n(&u, 1) : 0;
            if (sub == 1) {   /* end_sequence */
                add_row(t, addr, 0, 0);
                addr = 0, line = 1, file = 1;
            } else if (sub == 2) {
                addr = rd_n(&u, 8);
            }
            u.p = next;
            break;
        }
        case 1: add_row(t, addr, (uint32_t)line, (uint32_t)(file_base + file)); break;
        case 2: addr += rd_uleb(&u) * min_inst; break;
        case 3: line += rd_sleb(&u); break;
        case 4: file = rd_uleb(&u); break;
        case 5: rd_uleb(&u); break;
        case 8: addr += (uint64_t)((255 - opcode_base) / line_range) * min_inst; break;
        case 9: addr += rd_n(&u, 2); break;
        default:
            for (unsigned i = 0; i < std_len[op]; i++)
                rd_uleb(&u);
            break;
        }
    }
}

/* Map the file and find its debug sections. */
static bool elf_open(const char *path, elf_view *ev)
{
    memset(ev, 0, sizeof *ev);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size < (off_t)sizeof(ElfW(Ehdr))) {
        if (fd >= 0)
            close(fd);
        return false;
    }
    void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (m == MAP_FAILED)
        return false;
    ev->base = m;
    ev->size = (size_t)st.st_size;
    const ElfW(Ehdr) *eh = m;
    if (memcmp(eh->e_ident, ELFMAG, SELFMAG) || eh->e_shoff > ev->size ||
        (uint64_t)eh->e_shnum * sizeof(ElfW(Shdr)) > ev->size - eh->e_shoff || eh->e_shstrndx >= eh->e_shnum)
        return true;   /* mapped, no sections found */
    const ElfW(Shdr) *sh = (const void *)(ev->base + eh->e_shoff);
    const ElfW(Shdr) *strs = &sh[eh->e_shstrndx];
    for (unsigned i = 0; i < eh->e_shnum; i++) {
        if (sh[i].sh_offset > ev->size || sh[i].sh_size > ev->size - sh[i].sh_offset ||
            sh[i].sh_name >= strs->sh_size || strs->sh_offset + strs->sh_size > ev->size)
            continue;
        const char *name = (const char *)ev->base + strs->sh_offset + sh[i].sh_name;
        rd sec = {ev->base + sh[i].sh_offset, ev->base + sh[i].sh_offset + sh[i].sh_size, false};
        if (!strncmp(name, ".debug_line", 12))
            ev->line = sec;
        else if (!strcmp(name, ".debug_line_str"))
            ev->line_str = sec;
        else if (!strcmp(name, ".debug_str"))
            ev->str = sec;
    }
    return true;
}

static void table_free(line_table *t)
{
    for (size_t i = 0; i < t->nfiles; i++)
        free(t->files[i]);
    free(t->files);
    free(t->rows);
}

/* The line table of the object holding addr, its load bias in *bias. */
static bool load_table(const void *addr, line_table *t, uintptr_t *bias)
{
    Dl_info info;
    memset(t, 0, sizeof *t);
    if (!dladdr(addr, &info) || !info.dli_fname)
        return false;
    elf_view ev;
    if (!elf_open(info.dli_fname, &ev))
        return false;
    rd r = ev.line;
    while (r.p && r.p < r.end && !r.bad)
        read_unit(&r, &ev, t);
    munmap((void *)ev.base, ev.size);
    *bias = (uintptr_t)info.dli_fbase;
    return t->n > 0;
}

/* --- records --- */

static void put_debug_info(uint64_t code, uint64_t size, const line_table *t, uintptr_t bias)
{
    uint64_t lo = code - bias, hi = lo + size, n = 0;
    size_t bytes = 16;
    for (size_t i = 0; i < t->n; i++)
        if (t->rows[i].addr >= lo && t->rows[i].addr < hi && t->rows[i].line && t->rows[i].file < t->nfiles &&
            t->files[t->rows[i].file]) {
            n++;
            bytes += 16 + strlen(t->files[t->rows[i].file]) + 1;
        }
    if (!n)
        return;
    struct { uint32_t id, total; uint64_t ts, addr, nr; } h = {JIT_CODE_DEBUG_INFO, (uint32_t)(bytes + 16),
                                                                mono_ns(), code, n};
    write_all(jd.fd, &h, sizeof h);
    for (size_t i = 0; i < t->n; i++) {
        const line_row *row = &t->rows[i];
        if (row->addr < lo || row->addr >= hi || !row->line || row->file >= t->nfiles || !t->files[row->file])
            continue;
        struct { uint64_t addr; uint32_t line, discrim; } e = {row->addr + bias, row->line, 0};
        write_all(jd.fd, &e, sizeof e);
        write_all(jd.fd, t->files[row->file], strlen(t->files[row->file]) + 1);
    }
}

static void put_code_load(const rt_method *m, const void *code, uint64_t size)
{
    char name[512];
    snprintf(name, sizeof name, "%s.%s", m->owner ? m->owner->name : "?", m->name);
    size_t nl = strlen(name) + 1;
    struct { uint32_t id, total; uint64_t ts; uint32_t pid, tid; uint64_t vma, addr, size, index; } h = {
        JIT_CODE_LOAD, (uint32_t)(56 + nl + size), mono_ns(), (uint32_t)getpid(), (uint32_t)syscall(SYS_gettid),
        (uint64_t)(uintptr_t)code, (uint64_t)(uintptr_t)code, size, jd.index++};
    _Static_assert(sizeof h == 56, "jitdump code load");
    write_all(jd.fd, &h, sizeof h);
    write_all(jd.fd, name, nl);
    write_all(jd.fd, code, (size_t)size);
}

void jit_jitdump_write(rt_method *const *methods, void *const *entries, uint32_t n)
{
    if (!jit_jitdump_enabled() || !n)
        return;
    pthread_mutex_lock(&jd.lock);
    if (jd.fd == -1)
        open_dump();
    line_table t;
    uintptr_t bias = 0;
    bool lines = jd.fd >= 0 && entries[0] && load_table(entries[0], &t, &bias);
    for (uint32_t i = 0; i < n && jd.fd >= 0; i++) {
        Dl_info info;
        const ElfW(Sym) *sym = NULL;
        if (!entries[i] || !dladdr1(entries[i], &info, (void **)&sym, RTLD_DL_SYMENT) || !sym || !sym->st_size)
            continue;
        if (lines)
            put_debug_info((uint64_t)(uintptr_t)entries[i], sym->st_size, &t, bias);
        put_code_load(methods[i], entries[i], sym->st_size);
    }
    if (lines)
        table_free(&t);
    pthread_mutex_unlock(&jd.lock);
}
