# Sapphire Rapids: Zstandard's Huffman decoder (huf_decompress.c:1287),
# a chain through shlx, shrx, leaq (%r12,%rax,4), %rax, the byte load
# from 2(%rax) and addl into the shift count, with two more loads from
# the new %rax (movzwl (%rax), movzbl 3(%rax)).  Measured on this
# project's Intel machine with gcc-mca-measure: 11.92 cycles per
# iteration (the accuracy benchmark's passes 11.91-12.00), 10.01 with
# one or two loads from %rax: more than two loads taking their address
# from one write of a register by an ALU operation come 2 cycles later
# (address-fanout-loads 2, address-fanout-cycles 2).  Before: 10.00.
# SOURCE: measured (gcc-mca-measure, minimum of 18 runs)
# CPU: sapphirerapids
# CYCLES: 11.92
# BINDS: loop-carried
	shlx	%rdx, %r14, %rax
	shrx	%rcx, %rax, %rax
	leaq	(%r12,%rax,4), %rax
	movzwl	(%rax), %r15d
	movw	%r15w, (%rdi)
	movzbl	2(%rax), %r15d
	movzbl	3(%rax), %eax
	addl	%r15d, %edx
	addq	%rax, %rdi
	cmpq	%rdi, %rsi
	jnb	.L1
.L1:
