# The counting pass of a counting sort (sort.c:66): the counter's
# address is computed with lea from a loaded byte, and the loaded count
# indexes the output.  No pointer is loaded, so the data pages hold
# varied floats (with pointers there, the 32-bit count would index
# gigabytes away, a new page every time).
	movl	(%rsi), %ecx
	addq	$4, %rsi
	movzbl	%cl, %eax
	leaq	(%rdx,%rax,4), %rdi
	movl	(%rdi), %eax
	leal	1(%rax), %r8d
	movl	%ecx, (%r9,%rax,4)
	movl	%r8d, (%rdi)
