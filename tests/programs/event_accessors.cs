// Events: explicit add/remove accessors (instance over a private
// EventHandler<T> field, static ones over nothing), which every += and -=
// calls, inside the class too; field-like events beside them;
// EventHandler<TEventArgs> with a custom EventArgs, EventArgs.Empty.
using System;
using System.Collections.Generic;
class TempArgs : EventArgs
{
    public double Temp { get; }
    public TempArgs(double t) { Temp = t; }
}
class Sensor
{
    private EventHandler<TempArgs> handlers;
    private readonly List<string> log = new List<string>();
    public event EventHandler<TempArgs> Changed
    {
        add { log.Add("add"); handlers += value; }
        remove { log.Add("remove"); handlers -= value; }
    }
    public event EventHandler Plain;
    public static event Action<string> Global
    {
        add { Console.WriteLine("global add " + (value != null)); }
        remove { Console.WriteLine("global remove"); }
    }
    public void Set(double t)
    {
        handlers?.Invoke(this, new TempArgs(t));
        Plain?.Invoke(this, EventArgs.Empty);
    }
    public void SelfSubscribe() { Changed += (s, e) => Console.WriteLine("self " + e.Temp); }
    public string Log => string.Join(",", log);
}
class P
{
    static void OnChanged(object sender, TempArgs e) { Console.WriteLine("changed " + e.Temp + " from " + sender.GetType().Name); }
    static void Main()
    {
        var s = new Sensor();
        s.Changed += OnChanged;
        s.Plain += (o, e) => Console.WriteLine("plain " + (e == EventArgs.Empty));
        s.Set(21.5);
        s.Changed -= OnChanged;
        s.Set(22);
        s.SelfSubscribe();
        s.Set(23);
        Console.WriteLine(s.Log);
        Sensor.Global += Console.WriteLine;
        Sensor.Global -= Console.WriteLine;
    }
}
