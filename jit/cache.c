/* cache.c - the code cache (`kiln run --cache`, KILN_CACHE_DIR): tier-1
 * batches kept on disk as shared objects, so a later run with the same
 * modules, options and kiln binary dlopens them instead of compiling.
 *
 * Keys. The base key (jit_cache_open) hashes the identity of the kiln binary
 * (its GNU build-id, else the bytes of /proc/self/exe: generated code embeds
 * struct offsets), every loaded module in load order (content hash, flags,
 * entry token), the thin-lock variant and the environment the lowering reads
 * (KILN_JIT_INTRINSICS, KILN_JIT_OPTIONS). A batch's key adds its
 * optimization level and its method list as (module index, method row), so
 * --mode=jit's one batch is keyed by its root set.
 *
 * Entries. The entries of one base key live in the subdirectory BASE of
 * the cache directory (so entries for old binaries or programs are whole
 * directories); batch KEY is two files there:
 *   KEY-DSOHASH.so  the batch compiled by compile_to_file(DYNAMIC_LIBRARY),
 *                   its runtime addresses loaded from a constants table that
 *                   is filled at load time (never embedded);
 *   KEY.kc          the header: magic "KILNCACH", u32 version, u32 method
 *                   count, u64 key, u64 DSO size, u64 DSO hash, the method
 *                   list (u32 module index, u32 row each), u64 hash of all of
 *                   the above. Little-endian (this is a same-machine cache).
 *
 * Invariants:
 *  - files are written under a temporary name and moved into place, the
 *    DSO before its header, so a concurrent run sees a whole entry or none;
 *    no file is ever modified in place, and a DSO (named by its content
 *    hash) is never replaced once there: it is hard-linked into place,
 *    since another run may be between hashing it and dlopen;
 *  - nothing is trusted before it is checked: the header's own hash, key and
 *    method list, then the DSO's size and content hash, all BEFORE dlopen
 *    (dlopen runs the object's code); the DSO is dlopened by its path and
 *    must still be the inode whose bytes were hashed;
 *  - a bad entry costs one line on stderr ("kiln: cache entry ... is corrupt
 *    (why); recompiling"), is deleted and rebuilt; the program's own output
 *    never changes;
 *  - an unusable cache directory costs one line on stderr and the run goes on
 *    uncached.
 */
#include "jit/jit_internal.h"
#include "runtime/image.h"

#include <dlfcn.h>
#include <dirent.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define CACHE_MAGIC "KILNCACH"
#define CACHE_VERSION 1u
#define CACHE_HDR_FIXED 40u          /* magic 8 + version 4 + count 4 + key, size, hash 8 each */
#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

/* ------------------------------------------------------------- hashing */

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * FNV_PRIME;
    return h;
}

static uint64_t fnv_u64(uint64_t h, uint64_t v) { return fnv(h, &v, sizeof v); }

static uint64_t fnv_str(uint64_t h, const char *s)
{
    h = fnv_u64(h, s ? strlen(s) + 1 : 0);   /* NULL and "" differ */
    return s ? fnv(h, s, strlen(s)) : h;
}

/* ------------------------------------------------- identity of the binary */

typedef struct build_id { uint64_t h; bool found; } build_id;

static int find_build_id(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    build_id *bid = data;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE)
            continue;
        const uint8_t *p = (const uint8_t *)(info->dlpi_addr + ph->p_vaddr), *end = p + ph->p_memsz;
        while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *nh = (const void *)p;
            const uint8_t *name = p + sizeof *nh;
            const uint8_t *desc = name + ((nh->n_namesz + 3u) & ~3u);
            if (desc + nh->n_descsz > end)
                break;
            if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && !memcmp(name, "GNU", 4)) {
                bid->h = fnv(FNV_OFFSET, desc, nh->n_descsz);
                bid->found = true;
                return 1;
            }
            p = desc + ((nh->n_descsz + 3u) & ~3u);
        }
    }
    return 1;   /* the first object is the main program: stop there */
}

static uint64_t file_hash(int fd, uint64_t *size_out, bool *ok)
{
    uint64_t h = FNV_OFFSET, size = 0;
    uint8_t buf[65536];
    ssize_t r;
    *ok = true;
    while ((r = read(fd, buf, sizeof buf)) != 0) {
        if (r < 0) {
            if (errno == EINTR)
                continue;
            *ok = false;
            break;
        }
        h = fnv(h, buf, (size_t)r);
        size += (uint64_t)r;
    }
    if (size_out)
        *size_out = size;
    return h;
}

/* The kiln binary's GNU build-id, else a hash of /proc/self/exe's bytes. */
static uint64_t binary_identity(void)
{
    build_id bid = {0, false};
    dl_iterate_phdr(find_build_id, &bid);
    if (bid.found)
        return bid.h;
    int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    bool ok = false;
    uint64_t h = fd >= 0 ? file_hash(fd, NULL, &ok) : 0;
    if (fd >= 0)
        close(fd);
    return ok ? h : (uint64_t)time(NULL);   /* unknown identity: never reuse */
}

/* ------------------------------------------------------------------ keys */

static uint64_t module_hash(kmod *km)
{
    if (km->hash == 0) {   /* compiled in memory, never serialized: serialize to hash it */
        uint8_t *bytes = NULL;
        size_t len = 0;
        if (kmod_write(km, &bytes, &len) == 0)
            free(bytes);
    }
    return km->hash;
}

static uint64_t base_key(void)
{
    uint64_t h = fnv_str(FNV_OFFSET, "kiln code cache v1");
    h = fnv_u64(h, binary_identity());
    h = fnv_u64(h, rt_state.nmodules);
    for (uint32_t i = 0; i < rt_state.nmodules; i++) {
        rt_module *m = rt_state.modules[i];
        h = fnv_u64(h, module_hash(m->km));
        h = fnv_u64(h, ((uint64_t)m->km->flags << 32) | m->km->entry);
        h = fnv_u64(h, m->is_corelib);
    }
    h = fnv_u64(h, (uint64_t)rt_state.thinlock_native);
    h = fnv_str(h, getenv("KILN_THINLOCK"));
    h = fnv_str(h, getenv("KILN_JIT_INTRINSICS"));
    h = fnv_str(h, getenv("KILN_JIT_OPTIONS"));
    return h;
}

static uint32_t module_index(const rt_method *m)
{
    for (uint32_t i = 0; i < rt_state.nmodules; i++)
        if (rt_state.modules[i] == m->module)
            return i;
    return UINT32_MAX;
}

static uint64_t batch_key(const jit_cache_state *cs, rt_method *const *methods, uint32_t n,
                          const jit_options *opt)
{
    uint64_t h = fnv_u64(cs->base, (uint64_t)(opt ? opt->opt_level : 2));
    h = fnv_u64(h, n);
    for (uint32_t i = 0; i < n; i++)
        h = fnv_u64(h, ((uint64_t)module_index(methods[i]) << 32) | methods[i]->row);
    return h;
}

/* --------------------------------------------------------------- helpers */

static void put32(uint8_t *p, uint32_t v) { memcpy(p, &v, 4); }
static void put64(uint8_t *p, uint64_t v) { memcpy(p, &v, 8); }
static uint32_t get32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static uint64_t get64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void header_path(const jit_cache_state *cs, uint64_t key, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%016llx.kc", cs->dir, (unsigned long long)key);
}

static void dso_path(const jit_cache_state *cs, uint64_t key, uint64_t dso_hash, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%016llx-%016llx.so", cs->dir, (unsigned long long)key,
             (unsigned long long)dso_hash);
}

static void temp_path(jit_cache_state *cs, const char *ext, char *buf, size_t len)
{
    unsigned seq = atomic_fetch_add(&cs->seq, 1);
    snprintf(buf, len, "%s/.tmp-%ld-%u%s", cs->dir, (long)getpid(), seq, ext);
}

/* Read all of path into a malloc'd buffer; NULL if missing or unreadable
 * (*missing tells which). */
static uint8_t *read_all(const char *path, size_t *len, bool *missing)
{
    *missing = false;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *missing = errno == ENOENT;
        return NULL;
    }
    struct stat st;
    uint8_t *buf = NULL;
    if (fstat(fd, &st) == 0 && st.st_size >= 0 && st.st_size < (64 << 20) &&
        (buf = malloc((size_t)st.st_size + 1)) != NULL) {
        ssize_t r = read(fd, buf, (size_t)st.st_size);
        if (r != st.st_size) {
            free(buf);
            buf = NULL;
        }
        *len = (size_t)st.st_size;
    }
    close(fd);
    return buf;
}

static bool write_all(const char *path, const uint8_t *p, size_t len)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return false;
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, p + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    return close(fd) == 0 && done == len;
}

/* Create dir and its parents (mkdir -p). 0, or -1 with errno set. */
static int mkdir_p(const char *dir)
{
    char buf[PATH_MAX];
    if (snprintf(buf, sizeof buf, "%s", dir) >= (int)sizeof buf) {
        errno = ENAMETOOLONG;
        return -1;
    }
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        if (mkdir(buf, 0755) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    if (mkdir(buf, 0755) != 0 && errno != EEXIST)
        return -1;
    struct stat st;
    if (stat(buf, &st) != 0)
        return -1;
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- public */

int jit_cache_default_dir(char *buf, size_t len)
{
    const char *env = getenv("KILN_CACHE_DIR");
    if (env && *env)
        return snprintf(buf, len, "%s", env) < (int)len ? 0 : -1;
    const char *xdg = getenv("XDG_CACHE_HOME");
    if (xdg && *xdg == '/')
        return snprintf(buf, len, "%s/kiln", xdg) < (int)len ? 0 : -1;
    const char *home = getenv("HOME");
    if (home && *home)
        return snprintf(buf, len, "%s/.cache/kiln", home) < (int)len ? 0 : -1;
    return -1;
}

int jit_cache_open(const char *dir, char *err, size_t errlen)
{
    jit_cache_state *cs = &jit_state()->cache;
    char sub[PATH_MAX], probe[PATH_MAX + 64];
    uint64_t base = base_key();
    if (snprintf(sub, sizeof sub, "%s/%016llx", dir, (unsigned long long)base) >= (int)sizeof sub) {
        snprintf(err, errlen, "cannot use cache directory %s: name too long", dir);
        return -1;
    }
    if (mkdir_p(dir) != 0 || mkdir_p(sub) != 0) {
        snprintf(err, errlen, "cannot use cache directory %s: %s", dir, strerror(errno));
        return -1;
    }
    snprintf(probe, sizeof probe, "%s/.probe-%ld", sub, (long)getpid());
    int fd = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        snprintf(err, errlen, "cannot write in cache directory %s: %s", dir, strerror(errno));
        return -1;
    }
    close(fd);
    unlink(probe);
    snprintf(cs->dir, sizeof cs->dir, "%s", sub);
    cs->base = base;
    atomic_store(&cs->enabled, true);
    return 0;
}

bool jit_cache_active(void)
{
    return atomic_load_explicit(&jit_state()->cache.enabled, memory_order_relaxed);
}

/* ------------------------------------------------------------ the header */

static size_t header_size(uint32_t n) { return CACHE_HDR_FIXED + (size_t)n * 8 + 8; }

static uint8_t *header_make(uint64_t key, uint64_t dso_size, uint64_t dso_hash,
                            rt_method *const *methods, uint32_t n, size_t *len)
{
    *len = header_size(n);
    uint8_t *h = malloc(*len);
    if (!h)
        return NULL;
    memcpy(h, CACHE_MAGIC, 8);
    put32(h + 8, CACHE_VERSION);
    put32(h + 12, n);
    put64(h + 16, key);
    put64(h + 24, dso_size);
    put64(h + 32, dso_hash);
    for (uint32_t i = 0; i < n; i++) {
        put32(h + CACHE_HDR_FIXED + i * 8, module_index(methods[i]));
        put32(h + CACHE_HDR_FIXED + i * 8 + 4, methods[i]->row);
    }
    put64(h + *len - 8, fnv(FNV_OFFSET, h, *len - 8));
    return h;
}

/* Check a header against the batch it should hold; NULL, or why not. */
static const char *header_check(const uint8_t *h, size_t len, uint64_t key,
                                rt_method *const *methods, uint32_t n)
{
    if (len < CACHE_HDR_FIXED + 8 || memcmp(h, CACHE_MAGIC, 8))
        return "bad magic";
    if (get32(h + 8) != CACHE_VERSION)
        return "other format version";
    if (len != header_size(get32(h + 12)))
        return "truncated header";
    if (get64(h + len - 8) != fnv(FNV_OFFSET, h, len - 8))
        return "header checksum mismatch";
    if (get64(h + 16) != key || get32(h + 12) != n)
        return "key mismatch";
    for (uint32_t i = 0; i < n; i++)
        if (get32(h + CACHE_HDR_FIXED + i * 8) != module_index(methods[i]) ||
            get32(h + CACHE_HDR_FIXED + i * 8 + 4) != methods[i]->row)
            return "method list mismatch";
    return NULL;
}

/* ---------------------------------------------------------------- loading */

typedef struct loaded { void *handle; void **entries; } loaded;

/* dlopen path, whose bytes were just validated through fd, fill its
 * constants, find every method. NULL (and why) on failure, the handle
 * closed. (Not dlopen of /proc/self/fd/N: glibc matches an already-loaded
 * object by that name, and fd numbers are reused.) */
static const char *open_dso(const char *path, int fd, rt_method *const *methods, uint32_t n,
                            loaded *out)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h)
        return "dlopen failed";
    struct stat a, b;
    if (fstat(fd, &a) != 0 || stat(path, &b) != 0 || a.st_ino != b.st_ino || a.st_dev != b.st_dev) {
        dlclose(h);   /* replaced between the check and dlopen */
        return "replaced while loading";
    }
    char why[256] = "";
    if (jit_dso_fill_constants(h, why, sizeof why) != 0) {
        dlclose(h);
        return "its constants table does not match the loaded modules";
    }
    void **entries = calloc(n ? n : 1, sizeof *entries);
    if (!entries) {
        dlclose(h);
        return "out of memory";
    }
    for (uint32_t i = 0; i < n; i++) {
        char name[256];
        jit_method_symbol(methods[i], name, sizeof name);
        entries[i] = dlsym(h, name);
        if (!entries[i]) {
            free(entries);
            dlclose(h);
            return "a method symbol is missing";
        }
    }
    out->handle = h;
    out->entries = entries;
    return NULL;
}

/* Validate and load entry key. 1 loaded, 0 no entry, -1 corrupt (why set;
 * *bad names the file to report). */
static int entry_load(jit_cache_state *cs, uint64_t key, rt_method *const *methods, uint32_t n,
                      loaded *out, const char **why, char *bad, size_t badlen)
{
    char hp[PATH_MAX + 64], dp[PATH_MAX + 64];
    header_path(cs, key, hp, sizeof hp);
    snprintf(bad, badlen, "%s", hp);
    size_t len = 0;
    bool missing = false;
    uint8_t *h = read_all(hp, &len, &missing);
    if (!h) {
        *why = "unreadable header";
        return missing ? 0 : -1;
    }
    *why = header_check(h, len, key, methods, n);
    uint64_t want_size = len >= CACHE_HDR_FIXED ? get64(h + 24) : 0;
    uint64_t want_hash = len >= CACHE_HDR_FIXED ? get64(h + 32) : 0;
    free(h);
    if (*why)
        return -1;
    dso_path(cs, key, want_hash, dp, sizeof dp);
    snprintf(bad, badlen, "%s", dp);
    int fd = open(dp, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *why = "its shared object is missing";
        return -1;
    }
    uint64_t size = 0;
    bool ok = false;
    uint64_t got = file_hash(fd, &size, &ok);
    if (!ok || size != want_size)
        *why = "size mismatch";
    else if (got != want_hash)
        *why = "content hash mismatch";
    else
        *why = open_dso(dp, fd, methods, n, out);
    close(fd);
    return *why ? -1 : 1;
}

static void entry_remove(jit_cache_state *cs, uint64_t key)
{
    char hp[PATH_MAX + 64];
    header_path(cs, key, hp, sizeof hp);
    size_t len = 0;
    bool missing = false;
    uint8_t *h = read_all(hp, &len, &missing);
    if (h && len >= CACHE_HDR_FIXED) {
        char dp[PATH_MAX + 64];
        dso_path(cs, key, get64(h + 32), dp, sizeof dp);
        unlink(dp);
    }
    free(h);
    unlink(hp);
}

static jit_code *code_of(loaded *l, uint32_t n)
{
    jit_code *c = calloc(1, sizeof *c);
    if (!c) {
        dlclose(l->handle);
        free(l->entries);
        return NULL;
    }
    c->dso = l->handle;
    c->n = n;
    c->entries = l->entries;
    return c;
}

/* ---------------------------------------------------------------- storing */

/* Stop using the cache after a write failure: one line, then uncached. */
static void cache_give_up(jit_cache_state *cs, const char *what)
{
    fprintf(stderr, "kiln: warning: cannot write the code cache in %s (%s: %s); running without it\n",
            cs->dir, what, strerror(errno));
    atomic_store(&cs->enabled, false);
}

/* Put the temp DSO at dp without ever replacing a file already there: dp
 * names the content hash, so an existing dp holds (or claims) the same
 * bytes, and another process may be between validating it and dlopen -
 * replacing it would make that run see "replaced while loading". link()
 * fails with EEXIST instead; where hard links are not supported, rename. */
static bool dso_place(const char *tmp, const char *dp)
{
    if (link(tmp, dp) == 0 || errno == EEXIST) {
        unlink(tmp);
        return true;
    }
    return rename(tmp, dp) == 0;
}

/* Move the compiled temp DSO into place and write its header. false (cache
 * given up, temp removed) on failure. */
static bool entry_store(jit_cache_state *cs, uint64_t key, const char *tmp,
                        rt_method *const *methods, uint32_t n)
{
    int fd = open(tmp, O_RDONLY | O_CLOEXEC);
    uint64_t size = 0;
    bool ok = false;
    uint64_t hash = fd >= 0 ? file_hash(fd, &size, &ok) : 0;
    if (fd >= 0)
        close(fd);
    char dp[PATH_MAX + 64], hp[PATH_MAX + 64], htmp[PATH_MAX + 64];
    dso_path(cs, key, hash, dp, sizeof dp);
    if (!ok || !dso_place(tmp, dp)) {
        cache_give_up(cs, "shared object");
        unlink(tmp);
        return false;
    }
    size_t len = 0;
    uint8_t *h = header_make(key, size, hash, methods, n, &len);
    temp_path(cs, ".kc", htmp, sizeof htmp);
    header_path(cs, key, hp, sizeof hp);
    bool written = h && write_all(htmp, h, len) && rename(htmp, hp) == 0;
    free(h);
    if (!written) {
        cache_give_up(cs, "header");
        unlink(htmp);
        unlink(dp);
    }
    return written;
}

jit_code *jit_cache_batch(rt_method *const *methods, uint32_t n, const jit_options *opt,
                          bool *fallback, char *err, size_t errlen)
{
    jit_cache_state *cs = &jit_state()->cache;
    *fallback = false;
    uint64_t t0 = now_ns();
    uint64_t key = batch_key(cs, methods, n, opt);
    loaded l = {NULL, NULL};
    const char *why = NULL;
    char bad[PATH_MAX + 64];
    int r = entry_load(cs, key, methods, n, &l, &why, bad, sizeof bad);
    if (r > 0) {
        atomic_fetch_add(&rt_state.counters.cache_hits, 1);
        atomic_fetch_add(&rt_state.counters.cache_ns, now_ns() - t0);
        return code_of(&l, n);
    }
    if (r < 0) {
        fprintf(stderr, "kiln: cache entry %s is corrupt (%s); recompiling\n", bad, why);
        entry_remove(cs, key);
    }
    atomic_fetch_add(&rt_state.counters.cache_misses, 1);
    char tmp[PATH_MAX + 64];
    temp_path(cs, ".so", tmp, sizeof tmp);
    if (jit_compile_file(methods, n, opt, tmp, err, errlen) != 0) {
        unlink(tmp);
        return NULL;
    }
    uint64_t t1 = now_ns();
    if (!entry_store(cs, key, tmp, methods, n)) {
        *fallback = true;
        return NULL;
    }
    r = entry_load(cs, key, methods, n, &l, &why, bad, sizeof bad);
    atomic_fetch_add(&rt_state.counters.cache_ns, now_ns() - t1);
    if (r > 0)
        return code_of(&l, n);
    /* Just written and already bad (another process? a full disk?): compile in memory. */
    fprintf(stderr, "kiln: cache entry %s is unusable (%s); running without the cache\n", bad,
            why ? why : "missing");
    atomic_store(&cs->enabled, false);
    *fallback = true;
    return NULL;
}

/* ------------------------------------------------- every entry (tiered) */

/* The methods a header names, resolved against the loaded modules; NULL if
 * any (module, row) is out of range or has no IL. *n set. */
static rt_method **header_methods(const uint8_t *h, size_t len, uint32_t *n)
{
    if (len < CACHE_HDR_FIXED + 8 || memcmp(h, CACHE_MAGIC, 8) || get32(h + 8) != CACHE_VERSION ||
        len != header_size(get32(h + 12)) || get64(h + len - 8) != fnv(FNV_OFFSET, h, len - 8))
        return NULL;
    *n = get32(h + 12);
    rt_method **ms = calloc(*n ? *n : 1, sizeof *ms);
    for (uint32_t i = 0; ms && i < *n; i++) {
        uint32_t mi = get32(h + CACHE_HDR_FIXED + i * 8), row = get32(h + CACHE_HDR_FIXED + i * 8 + 4);
        rt_module *mod = mi < rt_state.nmodules ? rt_state.modules[mi] : NULL;
        ms[i] = mod && row < mod->km->methods.n ? mod->methods[row] : NULL;
        if (!ms[i] || !ms[i]->code) {
            free(ms);
            return NULL;
        }
    }
    return ms;
}

/* Load one entry named by a directory listing; its methods published. */
static uint32_t load_listed(jit_cache_state *cs, const char *name, const jit_options *opt)
{
    unsigned long long key;
    char tail[8];
    if (name[0] == '.' || sscanf(name, "%16llx%7s", &key, tail) != 2 || strcmp(tail, ".kc"))
        return 0;
    char hp[PATH_MAX + 64], bad[PATH_MAX + 64];
    header_path(cs, key, hp, sizeof hp);
    size_t len = 0;
    bool missing = false;
    uint8_t *h = read_all(hp, &len, &missing);
    uint32_t n = 0;
    rt_method **ms = h ? header_methods(h, len, &n) : NULL;
    free(h);
    const char *why = "unreadable or inconsistent header";
    loaded l = {NULL, NULL};
    int r = -1;
    if (ms && batch_key(cs, ms, n, opt) != key) {   /* another optimization level */
        free(ms);
        return 0;
    }
    snprintf(bad, sizeof bad, "%s", hp);
    if (ms)
        r = entry_load(cs, key, ms, n, &l, &why, bad, sizeof bad);
    if (r > 0) {
        jit_code *c = code_of(&l, n);
        if (c)
            jit_code_publish(c, ms);   /* never released: the code stays in use */
        atomic_fetch_add(&rt_state.counters.cache_hits, 1);
    } else if (!missing) {
        fprintf(stderr, "kiln: cache entry %s is corrupt (%s); removed\n", bad, why);
        entry_remove(cs, key);
    }
    free(ms);
    return r > 0 ? n : 0;
}

uint32_t jit_cache_load_all(const jit_options *opt)
{
    jit_cache_state *cs = &jit_state()->cache;
    if (!jit_cache_active())
        return 0;
    uint64_t t0 = now_ns();
    DIR *d = opendir(cs->dir);
    uint32_t published = 0;
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        published += load_listed(cs, e->d_name, opt);
    if (d)
        closedir(d);
    atomic_fetch_add(&rt_state.counters.cache_ns, now_ns() - t0);
    return published;
}

int jit_dso_fill_constants(void *handle, char *err, size_t errlen)
{
    rt_image img = {dlsym(handle, RT_IMAGE_CONST_DESC), dlsym(handle, RT_IMAGE_CONST_SLOTS),
                    dlsym(handle, RT_IMAGE_METHOD_DESC), dlsym(handle, RT_IMAGE_METHOD_FNS)};
    if (!img.const_desc || !img.const_slots) {
        snprintf(err, errlen, "no constants table");
        return -1;
    }
    return rt_image_fill_consts(&img, err, errlen);
}
