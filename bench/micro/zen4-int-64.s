# CPU: znver4
# MEASURED: 1.27
# a sign-extending byte load indexed by the induction register, addq
# and a fused cmpq/jne reading it; 1.00 with the index another
# register, or the cmpq reading another register, or movzbl
1:
	movsbl (%rsi,%rax), %r9d
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1b
