/* files.h - how Kiln opens the files it trusts and creates the files it
 * writes (docs/reliability.md "Files Kiln reads and writes").
 *
 * Trust rule: a file or directory Kiln runs code from or writes into on the
 * user's behalf must be as trusted as the user's own files and never more:
 * owned by the EFFECTIVE user (geteuid: a setuid or root run checks against
 * who it runs as) and writable by nobody else (no group/other write bit).
 * Symbolic links are never followed at a name Kiln creates or trusts
 * (O_NOFOLLOW); checks are made on the open descriptor (fstat), never on a
 * path that can change between the check and the use.
 *
 * Error protocol: functions return -1 (or NULL) with errno set, or a short
 * reason string; they print nothing - the caller owns the one message line.
 */
#ifndef KILN_FILES_H
#define KILN_FILES_H

#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

/* NULL when st may be trusted (owned by the effective user, not writable by
 * group or others); else why not, e.g. "owned by uid 65534, not by uid 0". */
const char *kmod_file_untrusted(const struct stat *st, char *buf, size_t len);

/* Create path as a new file (O_CREAT|O_EXCL|O_NOFOLLOW: never an existing
 * file, never through a symlink) with exactly mode, whatever the umask.
 * The write-only descriptor, or -1 with errno set. */
int kmod_file_create_new(const char *path, mode_t mode);

/* Open an existing file for appending only if it is a regular file that
 * kmod_file_untrusted accepts (never through a symlink), else create it as
 * kmod_file_create_new does. The descriptor, or -1 with why filled ("a
 * symbolic link", "owned by uid 65534, not by uid 0", ...). */
int kmod_file_open_append_private(const char *path, mode_t mode, char *why, size_t len);

/* Write len bytes to path by way of a fresh temporary file beside it
 * (mkstemp, then rename): a symlink at path is replaced, never written
 * through, and a failed write leaves path untouched. path must be a
 * regular file or not exist. The new file gets 0666 & ~umask. 0, or -1
 * with a one-line reason (naming path) in err. */
int kmod_file_write_replace(const char *path, const void *data, size_t len, char *err, size_t errlen);

/* Make sure descriptors 0, 1 and 2 are open (on /dev/null when closed), so
 * no file the process opens later becomes its stdin, stdout or stderr.
 * Call first thing in main. 0, or -1 if /dev/null cannot be opened. */
int kmod_file_std_fds_open(void);

#endif
