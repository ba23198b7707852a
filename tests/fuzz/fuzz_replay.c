/* fuzz_replay.c - a plain main() for the fuzz harnesses, used when the build
 * is not a libFuzzer build (-Dfuzz=false): every argument is a file or a
 * directory; each regular file (directories: each regular file directly in
 * them, in name order) is read whole and given once to LLVMFuzzerTestOneInput.
 * So every CI run replays the regression inputs and the seeds, and a crash
 * there fails the test. Exit status 0 when every input ran, 1 when an input
 * could not be read.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "fuzz_replay: error: cannot open '%s'\n", path);
        return -1;
    }
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + len, 1, cap - len, f)) > 0;) {
        len += got;
        if (len == cap) {
            uint8_t *nb = realloc(buf, cap * 2);
            if (!nb)
                free(buf);
            buf = nb;
            cap *= 2;
        }
    }
    int bad = ferror(f) || !buf;
    fclose(f);
    if (bad) {
        free(buf);
        fprintf(stderr, "fuzz_replay: error: cannot read '%s'\n", path);
        return -1;
    }
    LLVMFuzzerTestOneInput(buf, len);
    free(buf);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replay each regular file directly inside dir; returns inputs run or -1. */
static int replay_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "fuzz_replay: error: cannot open directory '%s'\n", dir);
        return -1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn)
                break;
            names = nn;
        }
        size_t plen = strlen(dir) + strlen(e->d_name) + 2;
        if (!(names[n] = malloc(plen)))
            break;
        snprintf(names[n], plen, "%s/%s", dir, e->d_name);
        n++;
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, by_name);
    int ran = 0, failed = 0;
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            if (replay_file(names[i]) == 0)
                ran++;
            else
                failed = 1;
        }
        free(names[i]);
    }
    free(names);
    return failed ? -1 : ran;
}

int main(int argc, char **argv)
{
    int total = 0, failed = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        int r;
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode))
            r = replay_dir(argv[i]);
        else
            r = replay_file(argv[i]) == 0 ? 1 : -1;
        if (r < 0)
            failed = 1;
        else
            total += r;
    }
    printf("fuzz_replay: %d inputs replayed\n", total);
    return failed;
}
