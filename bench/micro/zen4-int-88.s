# CPU: znver4
# MEASURED: 1.77
# bits.c:178's loop (a load indexed by the induction register, shrl, andl, an indexed store, the addq and cmpq/jne): 1.77; without the store 1.56, with the store to (%rdi) 1.12, with the load from (%rsi) 1.21, without the cmpq/jne 1.08, with the cmpq on registers the loop leaves alone 1.46
	movl (%rsi,%rdx), %eax
	shrl $11, %eax
	andl $1023, %eax
	movl %eax, (%rdi,%rdx)
	addq $4, %rdx
	cmpq %rcx, %rdx
	jne 1f
1:
