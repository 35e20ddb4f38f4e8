# Zen 4: a zero-extending byte load indexed by the induction register,
# an addl of it to a sum, addq $1 to the index and a fused cmpq/jne
# reading it.  Measured on a Zen 4 host with gcc-mca-measure: 1.23
# cycles per iteration (1.02 with movsbl, whose sign extension is one
# more ALU operation; 1.01 with the cmpq reading another register).
# With the ALU queues given by room and then in turn (`room-turn'),
# gcc-mca gives 1.24; in turn alone, 1.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.23
.L1:
	movzbl	(%rsi,%rax), %r9d
	addl	%r9d, %r8d
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	.L1
