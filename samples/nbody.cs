// args: 1000 --check
// The n-body simulation of the cross-language benchmark suites: the Sun and
// the four giant planets under Newtonian gravity, advanced in fixed time
// steps with a symplectic Euler integrator. Written with a `struct Vec3`
// and its operators, the bodies in an array of structs updated in place,
// so the figure is what value types cost (nothing is allocated per step);
// bench/nbody.c is the same work in C (the floor).
// Usage: nbody [STEPS] [--check]. Prints the system's energy before and
// after (9 decimals), then `NBody_Step VALUE ns/op` (per time step); with
// --check the timing line is `NBody_Step ok` so the output is deterministic.
using System;
using System.Diagnostics;

struct Vec3
{
    public double X, Y, Z;

    public Vec3(double x, double y, double z) { X = x; Y = y; Z = z; }

    public static Vec3 operator +(Vec3 a, Vec3 b) { return new Vec3(a.X + b.X, a.Y + b.Y, a.Z + b.Z); }
    public static Vec3 operator -(Vec3 a, Vec3 b) { return new Vec3(a.X - b.X, a.Y - b.Y, a.Z - b.Z); }
    public static Vec3 operator *(Vec3 a, double k) { return new Vec3(a.X * k, a.Y * k, a.Z * k); }

    public double Dot(Vec3 b) { return X * b.X + Y * b.Y + Z * b.Z; }
}

struct Body
{
    public Vec3 Pos, Vel;
    public double Mass;

    public Body(Vec3 pos, Vec3 velPerYear, double massInSuns)
    {
        Pos = pos;
        Vel = velPerYear * NBody.DaysPerYear;
        Mass = massInSuns * NBody.SolarMass;
    }
}

class NBody
{
    public const double SolarMass = 4 * Math.PI * Math.PI;
    public const double DaysPerYear = 365.24;

    static Body[] Planets()
    {
        Body[] b = new Body[5];
        b[0] = new Body(new Vec3(0, 0, 0), new Vec3(0, 0, 0), 1);
        b[1] = new Body(new Vec3(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01),
                        new Vec3(1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05),
                        9.54791938424326609e-04);
        b[2] = new Body(new Vec3(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01),
                        new Vec3(-2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05),
                        2.85885980666130812e-04);
        b[3] = new Body(new Vec3(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01),
                        new Vec3(2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05),
                        4.36624404335156298e-05);
        b[4] = new Body(new Vec3(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01),
                        new Vec3(2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05),
                        5.15138902046611451e-05);
        Vec3 p = new Vec3(0, 0, 0);
        for (int i = 0; i < b.Length; i++)
            p += b[i].Vel * b[i].Mass;
        b[0].Vel = p * (-1.0 / SolarMass);
        return b;
    }

    static void Advance(Body[] b, double dt)
    {
        int n = b.Length;
        for (int i = 0; i < n; i++)
        {
            for (int j = i + 1; j < n; j++)
            {
                Vec3 d = b[i].Pos - b[j].Pos;
                double d2 = d.Dot(d);
                double mag = dt / (d2 * Math.Sqrt(d2));
                b[i].Vel -= d * (b[j].Mass * mag);
                b[j].Vel += d * (b[i].Mass * mag);
            }
        }
        for (int i = 0; i < n; i++)
            b[i].Pos += b[i].Vel * dt;
    }

    static double Energy(Body[] b)
    {
        double e = 0;
        for (int i = 0; i < b.Length; i++)
        {
            e += 0.5 * b[i].Mass * b[i].Vel.Dot(b[i].Vel);
            for (int j = i + 1; j < b.Length; j++)
            {
                Vec3 d = b[i].Pos - b[j].Pos;
                e -= b[i].Mass * b[j].Mass / Math.Sqrt(d.Dot(d));
            }
        }
        return e;
    }

    static string Fixed(long hundredths) { return (hundredths / 100) + "." + (hundredths % 100 / 10) + (hundredths % 10); }

    static int Main(string[] args)
    {
        int steps = 5000000;
        bool check = false;
        for (int i = 0; i < args.Length; i++)
        {
            if (args[i] == "--check") check = true;
            else steps = int.Parse(args[i]);
        }
        Body[] bodies = Planets();
        Console.WriteLine(Energy(bodies).ToString("F9"));
        Stopwatch sw = Stopwatch.StartNew();
        for (int s = 0; s < steps; s++)
            Advance(bodies, 0.01);
        sw.Stop();
        Console.WriteLine(Energy(bodies).ToString("F9"));
        if (check)
        {
            Console.WriteLine("NBody_Step ok");
            return 0;
        }
        long ns = sw.ElapsedTicks * 1000000000L / Stopwatch.Frequency;
        if (steps > 0)
            Console.WriteLine("NBody_Step " + Fixed(ns * 100 / steps) + " ns/op");
        return 0;
    }
}
