# Symbols as GCC's loops name them: a constant from the constant pool
# (.LC0), a table addressed through lea, and one through the GOT.  The
# harness defines each over data of its own (undefined, the JIT's link
# failed); a load through the GOT's pointer is no pointer chase.
.L7:
	movzbl	(%rdi,%rax), %edx
	leaq	ML_bits(%rip), %rcx
	addl	(%rcx,%rdx,4), %r8d
	movq	table@GOTPCREL(%rip), %r9
	addl	8(%r9), %r8d
	vmulsd	.LC0(%rip), %xmm0, %xmm0
	addq	$1, %rax
	cmpq	%rax, %rsi
	jne	.L7
