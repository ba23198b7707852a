/* cmp_spawn.c - runs one child process and times it from the parent.
 *
 * The clock (CLOCK_MONOTONIC) starts just before fork; cold start ends when
 * poll() reports the first byte on the child's stdout pipe (VmRSS is read
 * from /proc/PID/status at that moment), wall time ends when the child's
 * pidfd becomes readable (it exited; without pidfd, a 1 ms wait4 poll).
 * rusage comes from wait4. stdin is /dev/null; stdout and stderr are kept.
 * Invariants: the child is always reaped before returning; a child past its
 * time limit is sent SIGKILL; the child dies with the parent (PDEATHSIG).
 */
#include "compare/compare_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

double cmp_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

void cmp_buf_append(cmp_buf *b, const char *p, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d)
            return;                      /* keep what fits; figures are best effort */
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
    b->data[b->len] = 0;
}

void cmp_child_free(cmp_child *c)
{
    free(c->out.data);
    free(c->err.data);
    memset(&c->out, 0, sizeof c->out);
    memset(&c->err, 0, sizeof c->err);
}

static int env_listed(const char *entry, const char *const *names, int with_value)
{
    for (; names && *names; names++) {
        size_t n = with_value ? (size_t)(strchr(*names, '=') - *names) : strlen(*names);
        if (!strncmp(entry, *names, n) && entry[n] == '=')
            return 1;
    }
    return 0;
}

/* environ minus env_unset and the names env_set overrides, plus env_set. */
static char **build_env(const cmp_spawn_opts *o)
{
    size_t n = 0, k = 0;
    for (char **e = environ; *e; e++)
        n++;
    for (const char *const *s = o->env_set; s && *s; s++)
        n++;
    char **env = calloc(n + 1, sizeof *env);
    if (!env)
        return NULL;
    for (char **e = environ; *e; e++)
        if (!env_listed(*e, o->env_unset, 0) && !env_listed(*e, o->env_set, 1))
            env[k++] = *e;
    for (const char *const *s = o->env_set; s && *s; s++)
        env[k++] = (char *)*s;
    env[k] = NULL;
    return env;
}

long cmp_proc_rss_kb(int pid)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    long kb = -1;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "VmRSS:", 6)) {
            kb = strtol(line + 6, NULL, 10);
            break;
        }
    fclose(f);
    return kb;
}

static _Noreturn void exec_child(const cmp_spawn_opts *o, char **env, int outw, int errw)
{
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    int null = open("/dev/null", O_RDONLY);
    if (null >= 0)
        dup2(null, 0);
    dup2(outw, 1);
    dup2(errw, 2);
    execvpe(o->argv[0], o->argv, env);
    dprintf(2, "cannot run %s: %s\n", o->argv[0], strerror(errno));
    _exit(127);
}

static int open_pidfd(pid_t pid)
{
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    return -1;
#endif
}

/* The parent's side: the poll loop over stdout, stderr and the pidfd. */
typedef struct watch {
    pid_t pid;
    int fd[3];              /* stdout, stderr, pidfd (-1 when closed/none) */
    int exited;
    int status;
    struct rusage ru;
    double t0, t_first, t_exit, deadline;
    int killed;
} watch;

static void reap(watch *w, int flags)
{
    if (w->exited)
        return;
    pid_t r = wait4(w->pid, &w->status, flags, &w->ru);
    if (r == w->pid) {
        w->exited = 1;
        w->t_exit = cmp_now_ms();
        if (w->fd[2] >= 0) {
            close(w->fd[2]);
            w->fd[2] = -1;
        }
    }
}

static void drain(watch *w, int i, cmp_child *c)
{
    char buf[65536];
    ssize_t n = read(w->fd[i], buf, sizeof buf);
    if (n > 0) {
        if (i == 0 && !c->printed) {
            w->t_first = cmp_now_ms();
            c->printed = 1;
            c->idle_rss_kb = cmp_proc_rss_kb(w->pid);
        }
        cmp_buf_append(i == 0 ? &c->out : &c->err, buf, (size_t)n);
    } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
        close(w->fd[i]);
        w->fd[i] = -1;
    }
}

static int poll_timeout(const watch *w)
{
    double now = cmp_now_ms();
    if (w->exited)
        return 1000;                    /* grace for pipes held by grandchildren */
    int ms = -1;
    if (w->deadline > 0 && !w->killed)
        ms = w->deadline > now ? (int)(w->deadline - now) + 1 : 0;
    if (w->fd[2] < 0 && (ms < 0 || ms > 1))
        ms = 1;                         /* no pidfd: look for the exit every ms */
    return ms;
}

static void watch_loop(watch *w, cmp_child *c)
{
    while (!w->exited || w->fd[0] >= 0 || w->fd[1] >= 0) {
        struct pollfd p[3];
        int map[3], np = 0;
        for (int i = 0; i < 3; i++)
            if (w->fd[i] >= 0) {
                p[np].fd = w->fd[i];
                p[np].events = POLLIN;
                p[np].revents = 0;
                map[np++] = i;
            }
        int r = poll(p, (nfds_t)np, poll_timeout(w));
        if (r < 0 && errno != EINTR)
            break;
        for (int k = 0; r > 0 && k < np; k++) {
            if (!p[k].revents)
                continue;
            if (map[k] == 2)
                reap(w, 0);
            else
                drain(w, map[k], c);
        }
        if (w->fd[2] < 0)
            reap(w, WNOHANG);
        if (r == 0 && w->exited)
            break;                      /* exited, pipes still open after the grace */
        if (!w->exited && !w->killed && w->deadline > 0 && cmp_now_ms() >= w->deadline) {
            kill(w->pid, SIGKILL);
            w->killed = 1;
        }
    }
    reap(w, 0);
    for (int i = 0; i < 2; i++)
        if (w->fd[i] >= 0)
            close(w->fd[i]);
}

static double tv_ms(struct timeval tv) { return (double)tv.tv_sec * 1e3 + (double)tv.tv_usec / 1e3; }

static void finish(const watch *w, cmp_child *c)
{
    c->wall_ms = w->t_exit - w->t0;
    c->cold_ms = c->printed ? w->t_first - w->t0 : c->wall_ms;
    c->user_ms = tv_ms(w->ru.ru_utime);
    c->sys_ms = tv_ms(w->ru.ru_stime);
    c->maxrss_kb = w->ru.ru_maxrss;
    if (WIFSIGNALED(w->status)) {
        c->exit_code = -1;
        c->signal = WTERMSIG(w->status);
    } else {
        c->exit_code = WEXITSTATUS(w->status);
    }
    if (w->killed)
        c->status = CMP_TIMEOUT;
    else
        c->status = c->exit_code == 0 ? CMP_OK : CMP_FAILED;
}

int cmp_spawn_run(const cmp_spawn_opts *o, cmp_child *c)
{
    memset(c, 0, sizeof *c);
    c->idle_rss_kb = -1;
    c->status = CMP_ERROR;
    int outp[2], errp[2];
    char **env = build_env(o);
    if (!env || pipe2(outp, O_CLOEXEC) < 0) {
        snprintf(c->error, sizeof c->error, "cannot create a pipe: %s", strerror(errno));
        free(env);
        return -1;
    }
    if (pipe2(errp, O_CLOEXEC) < 0) {
        snprintf(c->error, sizeof c->error, "cannot create a pipe: %s", strerror(errno));
        close(outp[0]);
        close(outp[1]);
        free(env);
        return -1;
    }
    watch w = {.fd = {outp[0], errp[0], -1}};
    fflush(NULL);
    w.t0 = cmp_now_ms();
    w.deadline = o->timeout_s > 0 ? w.t0 + o->timeout_s * 1e3 : 0;
    w.pid = fork();
    if (w.pid == 0)
        exec_child(o, env, outp[1], errp[1]);
    close(outp[1]);
    close(errp[1]);
    free(env);
    if (w.pid < 0) {
        snprintf(c->error, sizeof c->error, "cannot fork: %s", strerror(errno));
        close(outp[0]);
        close(errp[0]);
        return -1;
    }
    w.fd[2] = open_pidfd(w.pid);
    watch_loop(&w, c);
    finish(&w, c);
    return 0;
}
