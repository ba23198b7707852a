// Virtual and base calls, a property, try/catch/finally.
using System;

class Animal
{
    public virtual string Speak() { return "..."; }
    public int Legs { get; set; }
}

class Dog : Animal
{
    public override string Speak() { return "Woof " + base.Speak(); }
}

class VirtualTry
{
    static void Main()
    {
        Animal a = new Dog();
        a.Legs = 4;
        try
        {
            Console.WriteLine(a.Speak() + a.Legs);
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine(e.Message);
        }
        finally
        {
            Console.WriteLine("done");
        }
    }
}
