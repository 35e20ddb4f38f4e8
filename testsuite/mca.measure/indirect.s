	jmp	*%rax
