/* nbody.c - the C floor for samples/nbody.cs: the same five bodies, the
 * same symplectic Euler steps with the operations in the same order (a
 * small vector struct passed by value, as the sample's struct Vec3), the
 * same output lines (the energy before and after, "NBody_Step VALUE
 * ns/op"), so `kiln compare samples/nbody.cs --floor` puts both side by
 * side. Usage: nbody_c [STEPS] (default as in the sample: 5000000).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct vec3 { double x, y, z; } vec3;
typedef struct body { vec3 pos, vel; double mass; } body;

#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24
#define NBODIES 5

static vec3 v3(double x, double y, double z) { vec3 r = {x, y, z}; return r; }
static vec3 add(vec3 a, vec3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
static vec3 sub(vec3 a, vec3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
static vec3 scale(vec3 a, double k) { return v3(a.x * k, a.y * k, a.z * k); }
static double dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

static body mk(vec3 pos, vec3 vel_per_year, double mass_in_suns)
{
    body b = {pos, scale(vel_per_year, DAYS_PER_YEAR), mass_in_suns * SOLAR_MASS};
    return b;
}

static void planets(body *b)
{
    b[0] = mk(v3(0, 0, 0), v3(0, 0, 0), 1);
    b[1] = mk(v3(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01),
              v3(1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05),
              9.54791938424326609e-04);
    b[2] = mk(v3(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01),
              v3(-2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05),
              2.85885980666130812e-04);
    b[3] = mk(v3(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01),
              v3(2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05),
              4.36624404335156298e-05);
    b[4] = mk(v3(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01),
              v3(2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05),
              5.15138902046611451e-05);
    vec3 p = v3(0, 0, 0);
    for (int i = 0; i < NBODIES; i++)
        p = add(p, scale(b[i].vel, b[i].mass));
    b[0].vel = scale(p, -1.0 / SOLAR_MASS);
}

static void advance(body *b, int n, double dt)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            vec3 d = sub(b[i].pos, b[j].pos);
            double d2 = dot(d, d);
            double mag = dt / (d2 * sqrt(d2));
            b[i].vel = sub(b[i].vel, scale(d, b[j].mass * mag));
            b[j].vel = add(b[j].vel, scale(d, b[i].mass * mag));
        }
    for (int i = 0; i < n; i++)
        b[i].pos = add(b[i].pos, scale(b[i].vel, dt));
}

static double energy(const body *b, int n)
{
    double e = 0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].mass * dot(b[i].vel, b[i].vel);
        for (int j = i + 1; j < n; j++) {
            vec3 d = sub(b[i].pos, b[j].pos);
            e -= b[i].mass * b[j].mass / sqrt(dot(d, d));
        }
    }
    return e;
}

static long long now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
    int steps = 5000000;
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--check"))
            steps = atoi(argv[i]);
    body bodies[NBODIES];
    planets(bodies);
    printf("%.9f\n", energy(bodies, NBODIES));
    long long t0 = now_ns();
    for (int s = 0; s < steps; s++)
        advance(bodies, NBODIES, 0.01);
    long long ns = now_ns() - t0;
    printf("%.9f\n", energy(bodies, NBODIES));
    if (steps > 0)
        printf("NBody_Step %.2f ns/op\n", (double)ns / steps);
    return 0;
}
