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
#include "kmod/files.h"
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

typedef struct build_id { uint8_t *buf; size_t cap, len; bool found; } build_id;

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
                bid->len = nh->n_descsz < bid->cap ? nh->n_descsz : bid->cap;
                memcpy(bid->buf, desc, bid->len);
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

size_t jit_build_id(uint8_t *buf, size_t cap)
{
    build_id bid = {buf, cap, 0, false};
    dl_iterate_phdr(find_build_id, &bid);
    return bid.found ? bid.len : 0;
}

/* The kiln binary's GNU build-id, else a hash of /proc/self/exe's bytes. */
static uint64_t binary_identity(void)
{
    uint8_t id[64];
    size_t n = jit_build_id(id, sizeof id);
    if (n)
        return fnv(FNV_OFFSET, id, n);
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
    h = fnv_u64(h, (uint64_t)rt_state.fatlock_native);
    return cfg_hash_key(&rt_state.sw, h);   /* the switches that change generated code */
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
    bool debug = (opt && opt->debug) || jit_jitdump_enabled();   /* compiled with DWARF */
    uint64_t h = fnv_u64(cs->base, (uint64_t)(opt ? opt->opt_level : 2) | (debug ? 0x100u : 0u));
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

static void header_name(uint64_t key, char *buf, size_t len)
{
    snprintf(buf, len, "%016llx.kc", (unsigned long long)key);
}

static void dso_name(uint64_t key, uint64_t dso_hash, char *buf, size_t len)
{
    snprintf(buf, len, "%016llx-%016llx.so", (unsigned long long)key, (unsigned long long)dso_hash);
}

static void temp_name(jit_cache_state *cs, const char *ext, char *buf, size_t len)
{
    unsigned seq = atomic_fetch_add(&cs->seq, 1);
    snprintf(buf, len, ".tmp-%ld-%u%s", (long)getpid(), seq, ext);
}

/* The full path of an entry file, for messages. */
static const char *full_path(const jit_cache_state *cs, const char *name, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%s", cs->dir, name);
    return buf;
}

/* Open the entry file name of the cache directory for reading, as
 * trusted only: never through a symlink (O_NOFOLLOW), never a FIFO's open
 * that blocks (O_NONBLOCK), and then, on the descriptor, a regular file of
 * the effective user that nobody else can write (kmod/files.h). The
 * descriptor, or -1 with *missing (no such file) or why set to what the
 * refusal line says after the path: "is not trusted (WHY)", or "cannot be
 * opened (ERROR)" when the open itself failed (out of descriptors, say: a
 * good entry is then not mistaken for a corrupt one and deleted). */
static int entry_open(const jit_cache_state *cs, const char *name, bool *missing, char *why, size_t len)
{
    *missing = false;
    why[0] = 0;
    int fd = openat(cs->dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *missing = errno == ENOENT;
        if (errno == ELOOP)
            snprintf(why, len, "is not trusted (a symbolic link)");
        else if (errno != ENOENT)
            snprintf(why, len, "cannot be opened (%s)", strerror(errno));
        return -1;
    }
    struct stat st;
    char reason[96];
    const char *bad = fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ? "not a regular file"
                      : kmod_file_untrusted(&st, reason, sizeof reason);
    if (!bad)
        return fd;
    snprintf(why, len, "is not trusted (%s)", bad);
    close(fd);
    return -1;
}

/* Read all of fd (at most 64 MiB) into a malloc'd buffer; NULL if
 * unreadable. The descriptor is closed. */
static uint8_t *read_fd(int fd, size_t *len)
{
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

static bool write_fd(int fd, const uint8_t *p, size_t len)
{
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, p + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        done += (size_t)w;
    }
    return true;
}

/* A new file name in the cache directory, 0600 whatever the umask, never an
 * existing file or a symlink (O_CREAT|O_EXCL|O_NOFOLLOW). fd or -1. */
static int entry_create(const jit_cache_state *cs, const char *name)
{
    int fd = openat(cs->dirfd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd >= 0 && fchmod(fd, 0600) != 0) {
        close(fd);
        unlinkat(cs->dirfd, name, 0);
        return -1;
    }
    return fd;
}

/* Create dir's missing parents (mkdir -p, 0700). 0, or -1 with errno set. */
static int mkdir_parents(const char *dir)
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
        if (mkdir(buf, 0700) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    return 0;
}

/* The directory name (relative to at), created 0700 if missing, opened
 * without following a symlink and checked on the descriptor: owned by the
 * effective user and writable by nobody else. fd, or -1 (unusable: why is
 * errno's text) or -2 (not trusted: why says why). */
static int dir_open_trusted(int at, const char *name, char *why, size_t len)
{
    bool made = mkdirat(at, name, 0700) == 0;
    if (!made && errno != EEXIST) {
        snprintf(why, len, "%s", strerror(errno));
        return -1;
    }
    int fd = openat(at, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    struct stat st;
    if (fd < 0) {
        int e = errno;   /* a symlink gives ELOOP, or ENOTDIR with O_DIRECTORY */
        bool link = fstatat(at, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode);
        snprintf(why, len, "%s", link ? "a symbolic link" : strerror(e));
        return link ? -2 : -1;
    }
    if (made)
        fchmod(fd, 0700);   /* exactly 0700, whatever the umask left */
    if (fstat(fd, &st) != 0)
        snprintf(why, len, "%s", strerror(errno));
    else if (!kmod_file_untrusted(&st, why, len))
        return fd;
    close(fd);
    return -2;
}

/* The message for dir_open_trusted's failure r on dir. */
static void dir_error(int r, const char *dir, const char *why, char *err, size_t errlen)
{
    if (r == -2)
        snprintf(err, errlen, "cache directory %s is not trusted (%s)", dir, why);
    else
        snprintf(err, errlen, "cannot use cache directory %s: %s", dir, why);
}

/* ---------------------------------------------------------------- public */

int jit_cache_default_dir(char *buf, size_t len)
{
    const char *xdg = rt_state.sw.xdg_cache_home;
    if (*xdg == '/')
        return snprintf(buf, len, "%s/kiln", xdg) < (int)len ? 0 : -1;
    const char *home = rt_state.sw.home;
    if (*home)
        return snprintf(buf, len, "%s/.cache/kiln", home) < (int)len ? 0 : -1;
    return -1;
}

int jit_cache_open(const char *dir, char *err, size_t errlen)
{
    jit_cache_state *cs = &jit_state()->cache;
    char path[PATH_MAX - 64], why[128], basename[20], probe[64];
    uint64_t base = base_key();
    size_t n = strlen(dir);
    while (n > 1 && dir[n - 1] == '/')   /* "d/" would follow a symlink d */
        n--;
    if (n >= sizeof path) {
        snprintf(err, errlen, "cannot use cache directory %s: name too long", dir);
        return -1;
    }
    memcpy(path, dir, n);
    path[n] = 0;
    if (mkdir_parents(path) != 0) {
        snprintf(err, errlen, "cannot use cache directory %s: %s", path, strerror(errno));
        return -1;
    }
    int top = dir_open_trusted(AT_FDCWD, path, why, sizeof why);
    if (top < 0) {
        dir_error(top, path, why, err, errlen);
        return -1;
    }
    snprintf(basename, sizeof basename, "%016llx", (unsigned long long)base);
    int fd = dir_open_trusted(top, basename, why, sizeof why);
    close(top);
    if (fd < 0) {
        snprintf(cs->dir, sizeof cs->dir, "%s/%s", path, basename);
        dir_error(fd, cs->dir, why, err, errlen);
        return -1;
    }
    if (cs->dirfd > 0)
        close(cs->dirfd);   /* opened again (tests) */
    cs->dirfd = fd;
    snprintf(cs->dir, sizeof cs->dir, "%s/%s", path, basename);
    temp_name(cs, ".probe", probe, sizeof probe);
    int pfd = entry_create(cs, probe);
    if (pfd < 0) {
        snprintf(err, errlen, "cannot write in cache directory %s: %s", path, strerror(errno));
        return -1;
    }
    close(pfd);
    unlinkat(cs->dirfd, probe, 0);
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

/* Why an entry was not loaded: corrupt (deleted and rebuilt) or refused -
 * not trusted, or not openable - (left alone; the run goes on without the
 * cache). */
typedef enum entry_status { ENTRY_LOADED = 1, ENTRY_MISSING = 0, ENTRY_CORRUPT = -1, ENTRY_UNTRUSTED = -2 } entry_status;

/* dlopen the object open on fd - the very file whose owner, mode, size and
 * hash were just checked through fd - by its /proc/self/fd/N name: the
 * kernel opens the inode fd holds, so no rename, replacement or symlink of
 * the entry's name can slip another file in between the check and the load
 * (the name is not looked up again). fd is never closed once dlopen has
 * seen it: glibc takes a dlopen name that matches an object already
 * loaded for that object, so the name /proc/self/fd/N must not come back
 * for another file while this one is loaded; code is never unloaded, so
 * the descriptor stays for the process's life (one per entry loaded).
 * Then fill its constants and find every method. NULL (and why) on
 * failure, the handle closed. */
static const char *open_dso(int fd, rt_method *const *methods, uint32_t n, loaded *out)
{
    char name[64];
    snprintf(name, sizeof name, "/proc/self/fd/%d", fd);
    void *h = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!h)
        return "dlopen failed";
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
        char sym[256];
        jit_method_symbol(methods[i], sym, sizeof sym);
        entries[i] = dlsym(h, sym);
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

/* Read and check the header of entry key (trusted files only); the DSO's
 * size and hash it names. */
static entry_status header_load(jit_cache_state *cs, uint64_t key, rt_method *const *methods, uint32_t n,
                                uint64_t *want_size, uint64_t *want_hash, const char **why, char *untrusted,
                                size_t ulen)
{
    char hn[32];
    header_name(key, hn, sizeof hn);
    bool missing = false;
    int fd = entry_open(cs, hn, &missing, untrusted, ulen);
    if (fd < 0 && untrusted[0])
        return ENTRY_UNTRUSTED;
    size_t len = 0;
    uint8_t *h = fd >= 0 ? read_fd(fd, &len) : NULL;
    if (!h) {
        *why = "unreadable header";
        return missing ? ENTRY_MISSING : ENTRY_CORRUPT;
    }
    *why = header_check(h, len, key, methods, n);
    *want_size = len >= CACHE_HDR_FIXED ? get64(h + 24) : 0;
    *want_hash = len >= CACHE_HDR_FIXED ? get64(h + 32) : 0;
    free(h);
    return *why ? ENTRY_CORRUPT : ENTRY_LOADED;
}

/* Validate and load entry key. *why says why not (untrusted: the reason is
 * in untrusted); *bad names the file to report. */
static entry_status entry_load(jit_cache_state *cs, uint64_t key, rt_method *const *methods, uint32_t n,
                               loaded *out, const char **why, char *bad, size_t badlen, char *untrusted,
                               size_t ulen)
{
    char name[64];
    header_name(key, name, sizeof name);
    full_path(cs, name, bad, badlen);
    uint64_t want_size = 0, want_hash = 0;
    entry_status st = header_load(cs, key, methods, n, &want_size, &want_hash, why, untrusted, ulen);
    if (st != ENTRY_LOADED)
        return st;
    dso_name(key, want_hash, name, sizeof name);
    full_path(cs, name, bad, badlen);
    bool missing = false;
    int fd = entry_open(cs, name, &missing, untrusted, ulen);
    if (fd < 0) {
        *why = "its shared object is missing";
        return untrusted[0] ? ENTRY_UNTRUSTED : ENTRY_CORRUPT;
    }
    uint64_t size = 0;
    bool ok = false;
    uint64_t got = file_hash(fd, &size, &ok);
    bool dlopened = false;
    if (!ok || size != want_size)
        *why = "size mismatch";
    else if (got != want_hash)
        *why = "content hash mismatch";
    else {
        dlopened = true;
        *why = open_dso(fd, methods, n, out);
    }
    if (!dlopened)
        close(fd);   /* else kept open for good (open_dso) */
    return *why ? ENTRY_CORRUPT : ENTRY_LOADED;
}

static void entry_remove(jit_cache_state *cs, uint64_t key)
{
    char hn[32], why[128];
    header_name(key, hn, sizeof hn);
    bool missing = false;
    int fd = entry_open(cs, hn, &missing, why, sizeof why);
    size_t len = 0;
    uint8_t *h = fd >= 0 ? read_fd(fd, &len) : NULL;
    if (h && len >= CACHE_HDR_FIXED) {
        char dn[64];
        dso_name(key, get64(h + 32), dn, sizeof dn);
        unlinkat(cs->dirfd, dn, 0);
    }
    free(h);
    unlinkat(cs->dirfd, hn, 0);
}

/* An entry that is not trusted (another user's file, writable by others, a
 * symlink - only root or the user could have put it in the checked
 * directory): one line, and the rest of the run goes without the cache;
 * the entry is left as it is. */
static void entry_refuse(jit_cache_state *cs, const char *path, const char *why)
{
    if (atomic_exchange(&cs->enabled, false))
        fprintf(stderr, "kiln: warning: cache entry %s %s; running without the cache\n", path, why);
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
    if (atomic_exchange(&cs->enabled, false))
        fprintf(stderr, "kiln: warning: cannot write the code cache in %s (%s: %s); running without it\n",
                cs->dir, what, strerror(errno));
}

/* Put the temp DSO at name dn without ever replacing a file already
 * there: dn names the content hash, so an existing dn holds (or claims)
 * the same bytes, and another process may be between validating it and
 * dlopen. link() fails with EEXIST instead; where hard links are not
 * supported, rename. */
static bool dso_place(const jit_cache_state *cs, const char *tmp, const char *dn)
{
    if (linkat(cs->dirfd, tmp, cs->dirfd, dn, 0) == 0 || errno == EEXIST) {
        unlinkat(cs->dirfd, tmp, 0);
        return true;
    }
    return renameat(cs->dirfd, tmp, cs->dirfd, dn) == 0;
}

/* Copy the compiled object at src (in this run's private directory) into
 * the cache directory as the new file tmp (0600), hashing what is written.
 * The source is opened without following a symlink and must be a regular
 * file of ours (its mode is the linker's, 0777 & ~umask, but nobody else
 * can reach it inside the 0700 directory). */
static bool dso_copy_in(const jit_cache_state *cs, const char *src, const char *tmp, uint64_t *size,
                        uint64_t *hash)
{
    int in = open(src, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    struct stat st;
    if (in < 0 || fstat(in, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != geteuid()) {
        if (in >= 0)
            close(in);
        errno = in >= 0 ? EPERM : errno;
        return false;
    }
    int out = entry_create(cs, tmp);
    uint8_t buf[65536];
    ssize_t r = 0;
    bool ok = out >= 0;
    *hash = FNV_OFFSET;
    *size = 0;
    while (ok && (r = read(in, buf, sizeof buf)) != 0) {
        if (r < 0 && errno == EINTR)
            continue;
        ok = r > 0 && write_fd(out, buf, (size_t)r);
        if (ok) {
            *hash = fnv(*hash, buf, (size_t)r);
            *size += (uint64_t)r;
        }
    }
    close(in);
    if (out >= 0 && close(out) != 0)
        ok = false;
    if (!ok && out >= 0)
        unlinkat(cs->dirfd, tmp, 0);
    return ok;
}

/* Move the compiled DSO at src into place and write its header. false
 * (cache given up) on failure. */
static bool entry_store(jit_cache_state *cs, uint64_t key, const char *src, rt_method *const *methods, uint32_t n)
{
    char tmp[64], dn[64], hn[32], htmp[64];
    uint64_t size = 0, hash = 0;
    temp_name(cs, ".so", tmp, sizeof tmp);
    if (!dso_copy_in(cs, src, tmp, &size, &hash)) {
        cache_give_up(cs, "shared object");
        return false;
    }
    dso_name(key, hash, dn, sizeof dn);
    if (!dso_place(cs, tmp, dn)) {
        cache_give_up(cs, "shared object");
        unlinkat(cs->dirfd, tmp, 0);
        return false;
    }
    size_t len = 0;
    uint8_t *h = header_make(key, size, hash, methods, n, &len);
    temp_name(cs, ".kc", htmp, sizeof htmp);
    header_name(key, hn, sizeof hn);
    int fd = h ? entry_create(cs, htmp) : -1;
    bool written = fd >= 0 && write_fd(fd, h, len);
    if (fd >= 0 && close(fd) != 0)
        written = false;
    written = written && renameat(cs->dirfd, htmp, cs->dirfd, hn) == 0;
    free(h);
    if (!written) {
        cache_give_up(cs, "header");
        unlinkat(cs->dirfd, htmp, 0);
        unlinkat(cs->dirfd, dn, 0);
    }
    return written;
}

/* Compile the batch into a fresh private directory (mkdtemp: 0700, a new
 * name, nothing planted inside), since libgccjit's linker writes its
 * output by name and follows a symlink there, then copy it into the cache
 * directory through its descriptor. */
static bool compile_and_store(jit_cache_state *cs, uint64_t key, rt_method *const *methods, uint32_t n,
                              const jit_options *opt, char *err, size_t errlen, bool *fallback)
{
    char dir[PATH_MAX], so[PATH_MAX + 16];
    const char *tmpdir = rt_state.sw.tmpdir;   /* TMPDIR */
    snprintf(dir, sizeof dir, "%.4000s/kiln-cache-XXXXXX", *tmpdir == '/' ? tmpdir : "/tmp");
    if (!mkdtemp(dir)) {
        cache_give_up(cs, "temporary directory");
        *fallback = true;
        return false;
    }
    snprintf(so, sizeof so, "%s/batch.so", dir);
    bool ok = jit_compile_file(methods, n, opt, so, err, errlen) == 0;
    if (ok && !entry_store(cs, key, so, methods, n))
        ok = !(*fallback = true);
    unlink(so);
    rmdir(dir);
    return ok;
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
    char bad[PATH_MAX + 64], untrusted[128];
    entry_status r = entry_load(cs, key, methods, n, &l, &why, bad, sizeof bad, untrusted, sizeof untrusted);
    if (r == ENTRY_LOADED) {
        atomic_fetch_add(&rt_state.counters.cache_hits, 1);
        atomic_fetch_add(&rt_state.counters.cache_ns, now_ns() - t0);
        return code_of(&l, n);
    }
    if (r == ENTRY_UNTRUSTED) {
        entry_refuse(cs, bad, untrusted);
        *fallback = true;
        return NULL;
    }
    if (r == ENTRY_CORRUPT) {
        fprintf(stderr, "kiln: cache entry %s is corrupt (%s); recompiling\n", bad, why);
        entry_remove(cs, key);
    }
    atomic_fetch_add(&rt_state.counters.cache_misses, 1);
    if (!compile_and_store(cs, key, methods, n, opt, err, errlen, fallback))
        return NULL;
    uint64_t t1 = now_ns();
    r = entry_load(cs, key, methods, n, &l, &why, bad, sizeof bad, untrusted, sizeof untrusted);
    atomic_fetch_add(&rt_state.counters.cache_ns, now_ns() - t1);
    if (r == ENTRY_LOADED)
        return code_of(&l, n);
    /* Just written and already bad (another process? a full disk?): compile in memory. */
    if (r == ENTRY_UNTRUSTED)
        entry_refuse(cs, bad, untrusted);
    else if (atomic_exchange(&cs->enabled, false))
        fprintf(stderr, "kiln: cache entry %s is unusable (%s); running without the cache\n", bad,
                why ? why : "missing");
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
        /* decoded now: a deferred module's methods are read at first use */
        ms[i] = mod && row < mod->km->methods.n ? rt_method_ready(mod->methods[row]) : NULL;
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
    char bad[PATH_MAX + 64], untrusted[128];
    bool missing = false;
    int fd = entry_open(cs, name, &missing, untrusted, sizeof untrusted);
    if (fd < 0 && untrusted[0]) {
        entry_refuse(cs, full_path(cs, name, bad, sizeof bad), untrusted);
        return 0;
    }
    size_t len = 0;
    uint8_t *h = fd >= 0 ? read_fd(fd, &len) : NULL;
    uint32_t n = 0;
    rt_method **ms = h ? header_methods(h, len, &n) : NULL;
    free(h);
    const char *why = "unreadable or inconsistent header";
    loaded l = {NULL, NULL};
    entry_status r = ENTRY_CORRUPT;
    if (ms && batch_key(cs, ms, n, opt) != key) {   /* another optimization level */
        free(ms);
        return 0;
    }
    full_path(cs, name, bad, sizeof bad);
    if (ms)
        r = entry_load(cs, key, ms, n, &l, &why, bad, sizeof bad, untrusted, sizeof untrusted);
    if (r == ENTRY_LOADED) {
        jit_code *c = code_of(&l, n);
        if (c)
            jit_code_publish(c, ms);   /* never released: the code stays in use */
        atomic_fetch_add(&rt_state.counters.cache_hits, 1);
    } else if (r == ENTRY_UNTRUSTED) {
        entry_refuse(cs, bad, untrusted);
    } else if (!missing && r != ENTRY_MISSING) {
        fprintf(stderr, "kiln: cache entry %s is corrupt (%s); removed\n", bad, why);
        entry_remove(cs, key);
    }
    free(ms);
    return r == ENTRY_LOADED ? n : 0;
}

uint32_t jit_cache_load_all(const jit_options *opt)
{
    jit_cache_state *cs = &jit_state()->cache;
    if (!jit_cache_active())
        return 0;
    uint64_t t0 = now_ns();
    int fd = openat(cs->dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);   /* the checked directory itself */
    DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
    if (!d && fd >= 0)
        close(fd);
    uint32_t published = 0;
    for (struct dirent *e; d && jit_cache_active() && (e = readdir(d)) != NULL;)
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
