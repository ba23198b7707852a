// Field-like events: an instance and a static event, += and -= from outside
// the class (add_X / remove_X), a method group and a lambda as handlers,
// invocation and null tests inside the class, EventHandler with EventArgs.
using System;

delegate void Tick(int n);

class Button
{
    public event EventHandler Clicked;
    public static event Tick Ticked;
    public string Name;
    public Button(string n) { Name = n; }
    public void Click()
    {
        EventHandler h = Clicked;
        if (h != null)
            h(this, EventArgs.Empty);
    }
    public bool HasHandlers { get { return Clicked != null; } }
    public static void Fire(int n) { if (Ticked != null) Ticked(n); }
    public override string ToString() { return "Button " + Name; }
}

class Program
{
    static int total;
    static void OnClick(object sender, EventArgs e) { Console.WriteLine("clicked " + sender); }
    static void OnTick(int n) { total += n; Console.WriteLine("tick " + n); }

    static void Main()
    {
        Button b = new Button("ok");
        b.Click();
        b.Clicked += OnClick;
        b.Clicked += (s, e) => Console.WriteLine("lambda handler for " + s);
        b.Click();
        b.Clicked -= OnClick;
        b.Click();
        Console.WriteLine(b.HasHandlers);
        Button.Ticked += OnTick;
        Button.Ticked += OnTick;
        Button.Fire(5);
        Button.Ticked -= OnTick;
        Button.Fire(1);
        Console.WriteLine(total);
    }
}
