# Zen 5: a byte histogram unrolled eight times, h[p[i]]++ over random
# bytes (the addresses of the adds differ from one another): eight byte
# loads and eight adds to memory, 24 memory operations an iteration on
# four slots a cycle.  Measured in a program (rdtsc, 8 KB of random
# bytes into 256 counters) 6.2 cycles an iteration, 0.77 a byte; the
# model had 4.00 (an add to memory in one slot).
# SOURCE: rdtsc around the loop compiled with gcc -O2 -funroll-loops on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 6.00
.L1:
	movzbl	(%rsi), %r8d
	addq	$8, %rsi
	addl	$1, (%rax,%r8,4)
	movzbl	-7(%rsi), %r9d
	addl	$1, (%rax,%r9,4)
	movzbl	-6(%rsi), %r10d
	addl	$1, (%rax,%r10,4)
	movzbl	-5(%rsi), %r11d
	addl	$1, (%rax,%r11,4)
	movzbl	-4(%rsi), %edx
	addl	$1, (%rax,%rdx,4)
	movzbl	-3(%rsi), %edi
	addl	$1, (%rax,%rdi,4)
	movzbl	-2(%rsi), %r8d
	addl	$1, (%rax,%r8,4)
	movzbl	-1(%rsi), %r9d
	addl	$1, (%rax,%r9,4)
	cmpq	%rcx, %rsi
	jne	.L1
