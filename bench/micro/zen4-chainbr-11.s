# CPU: znver4
# MEASURED: 1.76
# zen4-chainbr-02 with a fourth free addq chain: five ALU operations and a fused branch, 1.76 (the ALUs' bound 1.25; the model 1.60)
	addq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %rax
	cmpq %rdi, %rdx
	jne 1f
1:
