/* files.c - the trust rule and the safe ways to create files (files.h).
 *
 * Invariants: no function here follows a symbolic link at the name it is
 * given; a file it creates never existed before under that name (O_EXCL) or
 * is moved into place by rename; every check is on a descriptor.
 */
#include "kmod/files.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *kmod_file_untrusted(const struct stat *st, char *buf, size_t len)
{
    uid_t me = geteuid();
    if (st->st_uid != me)
        snprintf(buf, len, "owned by uid %lu, not by uid %lu", (unsigned long)st->st_uid, (unsigned long)me);
    else if (st->st_mode & (S_IWGRP | S_IWOTH))
        snprintf(buf, len, "writable by %s (mode %04o)", st->st_mode & S_IWOTH ? "others" : "its group",
                 (unsigned)(st->st_mode & 07777));
    else
        return NULL;
    return buf;
}

int kmod_file_create_new(const char *path, mode_t mode)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd >= 0 && fchmod(fd, mode) != 0) {   /* exactly mode: the umask may have cleared bits */
        int e = errno;
        close(fd);
        unlink(path);
        errno = e;
        return -1;
    }
    return fd;
}

int kmod_file_open_append_private(const char *path, mode_t mode, char *why, size_t len)
{
    for (int tries = 0; tries < 4; tries++) {
        int fd = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0 && errno == ENOENT) {
            fd = kmod_file_create_new(path, mode);
            if (fd < 0 && errno == EEXIST)
                continue;   /* created by someone else meanwhile: check that one */
            if (fd < 0)
                snprintf(why, len, "%s", strerror(errno));
            return fd;
        }
        if (fd < 0) {
            snprintf(why, len, "%s", errno == ELOOP ? "a symbolic link" : strerror(errno));
            return -1;
        }
        struct stat st;
        if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            snprintf(why, len, "not a regular file");
        } else if (!kmod_file_untrusted(&st, why, len)) {
            fcntl(fd, F_SETFL, O_APPEND);   /* blocking again */
            return fd;
        }
        close(fd);
        return -1;
    }
    snprintf(why, len, "%s", strerror(EEXIST));
    return -1;
}

/* The process's umask without changing it (umask() would, for a moment,
 * for every thread): /proc/self/status has it since Linux 4.7. */
static mode_t current_umask(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[128];
    unsigned mask = 022;
    bool found = false;
    while (f && !found && fgets(line, sizeof line, f))
        found = sscanf(line, "Umask: %o", &mask) == 1;
    if (f)
        fclose(f);
    if (!found) {
        mode_t m = umask(022);
        umask(m);
        mask = m;
    }
    return (mode_t)mask & 0777;
}

static int write_fd(int fd, const void *data, size_t len)
{
    const char *p = data;
    while (len) {
        ssize_t w = write(fd, p, len);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        p += w;
        len -= (size_t)w;
    }
    return 0;
}

int kmod_file_write_replace(const char *path, const void *data, size_t len, char *err, size_t errlen)
{
    struct stat st;
    if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(EISDIR));
        return -1;
    }
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {   /* a device (or a link to one): never replaced */
        snprintf(err, errlen, "cannot write %s: not a regular file", path);
        return -1;
    }
    char tmp[PATH_MAX + 16];
    if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >= sizeof tmp) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(ENAMETOOLONG));
        return -1;
    }
    int fd = mkstemp(tmp);   /* O_EXCL, mode 0600 */
    if (fd < 0) {
        snprintf(err, errlen, "cannot open %s for writing: %s", path, strerror(errno));
        return -1;
    }
    int rc = fchmod(fd, 0666 & ~current_umask());
    if (rc == 0)
        rc = write_fd(fd, data, len);
    int e = errno;
    if (close(fd) != 0 && rc == 0) {
        rc = -1;
        e = errno;
    }
    if (rc == 0 && rename(tmp, path) != 0) {
        rc = -1;
        e = errno;
    }
    if (rc != 0) {
        unlink(tmp);
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(e));
    }
    return rc;
}

int kmod_file_std_fds_open(void)
{
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        int nfd = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);   /* the lowest free one: fd */
        if (nfd < 0)
            return -1;
        if (nfd != fd) {   /* cannot happen (lower ones are open), but never leave it astray */
            dup2(nfd, fd);
            close(nfd);
        }
    }
    return 0;
}
