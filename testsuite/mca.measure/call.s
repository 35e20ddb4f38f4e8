	call	foo
